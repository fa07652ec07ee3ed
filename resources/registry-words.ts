/**
 * What the registry says when a declaration does not hold together (registry.ts), in English: each check fails with
 * a key and its values, so that the server answers a designer in their language (`i18n/<locale>/server.ts` holds
 * these keys in each language; the English catalogue takes them from here) while a developer reads the same
 * English at load time. A value may be words of their own (a hint, the part that names a field), rendered in the
 * same language.
 */
export const REGISTRY_WORDS = {
  /** A message that is not the registry's (a schema file that does not load, server/load-registry.ts): as it is. */
  'registry.as_is': '%{text}',
  'registry.did_you_mean': ' — did you mean `%{name}`?',
  'registry.what.header': 'the layout header',
  'registry.what.transition': 'transition `%{name}`',
  'registry.what.stamp': "transition `%{name}`'s stamp of `%{field}`",
  'registry.what.changes': "field `%{field}`'s changes",
  'registry.what.display': "field `%{field}`'s display",
  'registry.what.section': 'layout section `%{name}`',
  'registry.what.action': 'record action `%{name}`',
  'registry.names_undeclared': '`%{resource}`: %{what} names field `%{field}`, which is not declared%{hint}',
  'registry.unknown_kind': 'field `%{field}` of `%{resource}`: unknown kind `%{kind}`%{hint}',
  'registry.reference_unregistered': 'field `%{field}` of `%{resource}`: reference `%{to}` is not registered%{hint}',
  'registry.enum_empty': 'field `%{field}` of `%{resource}`: an enum needs at least one value',
  'registry.pattern_invalid': 'field `%{field}` of `%{resource}`: pattern `%{pattern}` is not a valid regular expression',
  'registry.resource_name': '`%{resource}`: a resource name is lower-case letters, digits and dashes (it is a URL path)',
  'registry.route_slash': '`%{resource}`: route `%{route}` must start with /',
  'registry.privilege_unknown': '`%{resource}`: privilege `%{code}` is not in resources/privilege-tree.ts',
  'registry.privilege_format': '`%{resource}`: privilege `%{code}` must be RESOURCE_ADMIN_ then upper-case words joined by _ (RESOURCE_ADMIN_CAB_PILE)',
  'registry.id_missing': '`%{resource}`: every resource declares an `id` field',
  'registry.relevance_reserved': '`%{resource}`: `relevance` is a reserved word of the list API (sort=relevance); name the field otherwise',
  'registry.scope': '`%{resource}`: %{problem}',
  'registry.column_hidden': "`%{resource}`: list column `%{field}` is not shown in lists (add 'list' to its views)",
  'registry.required_unwritable':
    "field `%{field}` of `%{resource}`: required, but a create cannot give it a value — add 'create' to its views, give it a `default`, or drop `required`",
  'registry.number_field': 'field `%{field}` of `%{resource}`: a system number is a read-only, unique text field (the server assigns it)',
  'registry.stamped_field': 'field `%{field}` of `%{resource}`: a stamped field is read-only and a date, a date-time or a reference to `sys-users`',
  'registry.workflow_enum': '`%{resource}`: workflow field `%{field}` must be an enum',
  'registry.transition_state': '`%{resource}`: transition `%{name}` uses state `%{state}`, not a value of `%{field}`%{hint}',
  'registry.transition_stamp': '`%{resource}`: transition `%{name}` stamps `%{field}`, which is not a date, a date-time or a reference to `sys-users`',
  'registry.stamp_days_not_date': '`%{resource}`: transition `%{name}` stamps `%{field}` days after its time, but `%{field}` is not a date or a date-time',
  'registry.stamp_days_not_number': '`%{resource}`: transition `%{name}` stamps `%{field}` `%{days}` days later, but `%{days}` is not a stored number field',
  'registry.transition_privilege': '`%{resource}`: transition `%{name}` needs unknown privilege `%{code}`',
  'registry.changes_from': 'field `%{field}` of `%{resource}`: changes.from names `%{from}`, which is not another JSON field',
  'registry.display_unknown': 'field `%{field}` of `%{resource}`: display `%{display}` is not one of resourceName, auditAction:<field>, recordOf:<field>',
  'registry.points_to_unregistered': 'field `%{field}` of `%{resource}` points to `%{target}`, which is not registered%{hint}',
  'registry.points_to_not_unique': 'field `%{field}` of `%{resource}` points to `%{target}.%{other}`, which is not a unique field of it',
  'registry.related_unregistered': '`%{resource}`: related `%{related}` is not registered%{hint}',
  'registry.related_via': '`%{resource}`: related `%{related}` via `%{field}`, which is not a field of it%{hint}',
  'registry.related_match': '`%{resource}`: related `%{related}` matches `%{field}`, which is not a field of it',
  'registry.related_column': '`%{resource}`: related `%{related}` shows `%{field}`, which is not a field of it',
  'registry.action_creates': '`%{resource}`: record action `%{name}` creates `%{target}`, which is not registered%{hint}',
  'registry.action_fills': '`%{resource}`: record action `%{name}` fills `%{field}`, not a field a create of `%{target}` may write',
  'registry.action_presets': '`%{resource}`: record action `%{name}` presets `%{field}`, not a field a create of `%{target}` may write',
  'registry.action_preset_value': '`%{resource}`: record action `%{name}` presets `%{field}` to `%{value}`, not one of its values%{hint}',
  'registry.action_asks': '`%{resource}`: record action `%{name}` asks for `%{field}`, not a field a create of `%{target}` may write%{hint}',
  'registry.action_privilege': '`%{resource}`: record action `%{name}` needs unknown privilege `%{code}`',
  'registry.rule_unknown_field': 'field `%{field}` of `%{resource}`: %{rule} names field `%{on}`, not another field of it%{hint}',
  'registry.rule_value': 'field `%{field}` of `%{resource}`: %{rule}: `%{value}` is not a value of `%{on}`%{hint}',
  'registry.layout_columns': '`%{resource}`: layout columns must be 1 to %{max}',
  'registry.section_twice': '`%{resource}`: layout section `%{name}` is declared twice',
  'registry.section_columns': '`%{resource}`: layout section `%{name}`: columns must be 1 to %{max}',
  'registry.field_two_sections': '`%{resource}`: field `%{field}` is placed in two layout sections',
  'registry.field_span': "`%{resource}`: layout section `%{name}`: field `%{field}` spans %{span} columns (1 to %{max}, or 'full')",
  'registry.section_related': '`%{resource}`: layout section `%{name}` shows related `%{related}`, which `related` does not declare%{hint}',
  'registry.posting_account': '`%{resource}`: posting account `%{field}` must be a reference field',
  'registry.posting_target': '`%{resource}`: posting target `%{field}` must be an enum naming fields of `%{target}`',
  'registry.posting_target_value': '`%{resource}`: posting target value `%{value}` is not a number field of `%{target}`%{hint}',
  'registry.posting_immutable': '`%{resource}`: postings are never edited or deleted (actions: {edit: false, delete: false})',
  'registry.scope_store':
    "scope.store `%{field}` must be a reference to stores, or to a resource with one reference to stores (a pile's cabinet: the cabinet's store)",
  'registry.version_reserved': "`%{resource}`: `version` is every record's version, kept by the server: name the field otherwise (`firmwareVersion`)",
  'registry.copied_read_only': 'field `%{field}` of `%{resource}`: a copied field is read-only (the server sets it)',
  'registry.copied_via': 'field `%{field}` of `%{resource}`: copiedFrom via `%{via}`, not a reference field of it%{hint}',
  'registry.copied_field': 'field `%{field}` of `%{resource}`: copiedFrom `%{from}`, not a field of `%{target}`%{hint}',
  'registry.through_unknown': 'field `%{field}` of `%{resource}`: filterThrough `%{through}`, not a stored field of `%{target}`%{hint}',
  'registry.through_kind':
    'field `%{field}` of `%{resource}`: filterThrough `%{through}` is a %{kind} field; only a reference, enum or boolean field is filtered through',
  'registry.ledger_unregistered': '`%{resource}`: ledger `%{ledger}` is not registered%{hint}',
  'registry.ledger_field': '`%{resource}`: its ledger `%{ledger}` must declare the field `%{field}` (%{fields})',
  'registry.ledger_stamps': '`%{resource}`: ledger stamps `%{field}`, which is not a date field of it%{hint}',
  'registry.what.refused_when': 'ledger refusedWhen',
  'registry.what.posts_when': "transition `%{name}`'s posts when",
  'registry.what.paid_when': 'payment paidWhen',
  'registry.what.not_by': "transition `%{name}`'s notBy",
  'registry.what.posts': "transition `%{name}`'s posts",
  'registry.condition_not_enum': '`%{resource}`: %{what} `%{field}` is not an enum field of it%{hint}',
  'registry.condition_value': '`%{resource}`: %{what} `%{field}` has no value `%{value}`%{hint}',
  'registry.posts_amount': '`%{resource}`: transition `%{name}` posts `%{field}`, which is not a number field',
  'registry.posts_unregistered': '`%{resource}`: transition `%{name}` posts to `%{target}`, which is not registered%{hint}',
  'registry.posts_match': '`%{resource}`: transition `%{name}` finds its account by `%{field}`, not a unique field of `%{target}`',
  'registry.posts_field': '`%{resource}`: transition `%{name}` posts to `%{field}`, not a number field of `%{target}`',
  'registry.payment_paid': '`%{resource}`: payment paid `%{field}` is not a number field',
  'registry.payment_refund_state': '`%{resource}`: payment refundStates.%{which} `%{state}` is not a state of its workflow%{hint}',
  'registry.refund_type': '`%{resource}`: refundOf type `%{field}` must be an enum',
  'registry.refund_target': '`%{resource}`: refundOf targets names no registered resource for `%{value}`',
  'registry.refund_target_payment': '`%{resource}`: refundOf target `%{target}` declares no payment',
  'registry.refund_number': '`%{resource}`: refundOf numberField `%{field}` is not a unique field of `%{target}`',
  'registry.refund_state': '`%{resource}`: refundOf state `%{state}` is not a state of its workflow%{hint}',
  'registry.computed': 'field `%{field}` of `%{resource}`: computed: %{problem}',
  'registry.computed.kind': 'a computed field is a boolean, a number or money, not `%{kind}`',
  'registry.computed.read_only': 'add `readOnly: true` (the server works it out; nothing writes it)',
  'registry.computed.views': "it shows in lists and on the record's page only (views: ['list', 'show'])",
  'registry.computed.option': '`%{option}` does not apply to a value nobody writes',
  'registry.computed.sortable': 'it is not stored, so nothing sorts by it (drop `sortable`, sort by another field)',
  'registry.computed.search': 'it is not stored, so nothing searches it (take it out of `search`, title another field)',
  'registry.computed.days_past': 'daysPast `%{field}` is not a date or date-time field of `%{resource}`',
  'registry.computed.when_field': 'when `%{on}` is not a stored enum or boolean field of `%{resource}`',
  'registry.computed.when_empty': 'when `%{on}` lists no value',
  'registry.computed.when_value': 'when `%{on}` has no value `%{value}`',
  'registry.computed.money': 'money is the days × a price per day: give `perDay: {price, days}`',
  'registry.computed.per_day_kind': '`perDay` makes money: the field is `f.money`',
  'registry.computed.per_day_field': 'perDay %{which} `%{field}` is not a stored number field of `%{resource}`',
  'registry.computed.filter': 'filter `%{filter}`: a computed %{kind} filters by `%{allowed}`',
  'registry.computed.no_filter': 'money worked out per record is not a filter (drop `filter`)',
  'registry.declared_twice': 'resource `%{resource}` is declared twice',
  'registry.route_claimed': '`%{resource}` and `%{other}` both claim route `%{route}`',
} as const;

export type RegistryWordKey = keyof typeof REGISTRY_WORDS;

/** A registry message: its key and the values of its `%{…}` placeholders (the server's `ServerText` has this shape). */
export interface RegistryWords {
  readonly key: RegistryWordKey;
  readonly params?: Readonly<Record<string, string | number | RegistryWords>>;
}

/** The words in English (a value without a placeholder stays as written). */
export function englishOf(words: RegistryWords): string {
  return REGISTRY_WORDS[words.key].replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = words.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? englishOf(value) : String(value);
  });
}
