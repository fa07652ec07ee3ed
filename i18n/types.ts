/** Shapes of the translation catalogues. */

/** Labels of one resource: `resources.<name>.*`. */
export interface ResourceLabels {
  /** Singular |||| plural (polyglot smart_count), e.g. 'Store |||| Stores'. */
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
  /** enum field → value → label. */
  readonly enums?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** workflow transition → button label. */
  readonly transitions?: Readonly<Record<string, string>>;
  /** record action → button label. */
  readonly actions?: Readonly<Record<string, string>>;
  /** layout section → its title (a tab's name). */
  readonly sections?: Readonly<Record<string, string>>;
  /** react-admin's page titles of the resource (`%{id}`), where its title field does not read well (the audit log's raw action). */
  readonly page?: Readonly<{ show?: string }>;
}

export type LocaleCode = 'zh_CN' | 'en' | 'fr' | 'ar';
