/**
 * A declaration that does not hold together: the registry's error (registry.ts, declaration-checks.ts), with its words
 * (registry-words.ts: a key and values, said in the caller's language by the server) and where in the declaration it
 * is (`at`: the designer and `PUT /schemas` turn it into the draft's JSON path), and the "did you mean" hint.
 */
import { englishOf, type RegistryWordKey, type RegistryWords } from './registry-words';

/**
 * Whether registering schemas checks them: everywhere (the server, the tests, the scripts, the app in development)
 * but in the app's production build, where vite.config.ts defines `__REGISTRY_CHECKS__` false — there the built-in
 * schemas are the very files the tests checked, and the declarations in force are the set the server checked at
 * each publish (it answers them whole, with the privilege list). Rollup then leaves the checks' code out of the
 * first screen: 16 KB minified, 4.6 KB gzip (the bench's "JS before the first list").
 */
declare const __REGISTRY_CHECKS__: boolean | undefined;
export const CHECKS = typeof __REGISTRY_CHECKS__ === 'undefined' || __REGISTRY_CHECKS__;

/**
 * Which part of a declaration a registry error is about, by name (the designer and `PUT /schemas` turn it into the
 * draft's JSON path: `workflow.transitions.repair`, `recordActions.addPile`, `layout.sections.1`, `related.0`).
 */
export type SchemaErrorAt =
  | { readonly part: 'transition' | 'action' | 'section' | 'related'; readonly name: string }
  | { readonly part: 'workflow' | 'layout' | 'header' }
  /** A field, or one of its options (`fields.<name>.<option>`). */
  | { readonly part: 'field'; readonly name: string; readonly option?: string }
  /** A setting of the resource by its key in the declaration (`title`, `defaultSort.field`, `list.columns`, `ledger`). */
  | { readonly part: 'setting'; readonly key: string };

/** Where a field's error is: the field, or the option the designer has an input for (`kind`, `to`, `pattern`, `required`…). */
export const atField = (name: string, option?: string): SchemaErrorAt => ({ part: 'field', name, ...(option ? { option } : {}) });
/** Where a setting's error is: its key in the declaration. */
export const atSetting = (key: string): SchemaErrorAt => ({ part: 'setting', key });

export class SchemaError extends Error {
  override name = 'SchemaError';
  /** The message as a key and values (registry-words.ts): the server says it in the caller's language. */
  readonly words: RegistryWords;
  constructor(
    words: RegistryWords | string,
    readonly at?: SchemaErrorAt,
  ) {
    // the English of the words only where checks run: the app's production build leaves them (and their words) out
    super(typeof words === 'string' ? words : CHECKS ? englishOf(words) : words.key);
    this.words = typeof words === 'string' ? { key: 'registry.as_is', params: { text: words } } : words;
  }
}

/** Fails a check with the registry's words `key` and their values. */
export function fail(key: RegistryWordKey, params: NonNullable<RegistryWords['params']>, at: SchemaErrorAt): never {
  throw new SchemaError({ key, params }, at);
}

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

/** The candidate nearest `word`, when one is near enough to be what was meant: words to end a message with, or nothing. */
export function hint(word: string, candidates: Iterable<string>): RegistryWords | '' {
  let best = '';
  let bestScore = Infinity;
  for (const c of candidates) {
    const s = levenshtein(word, c);
    if (s < bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best && bestScore <= Math.max(3, word.length / 2) ? { key: 'registry.did_you_mean', params: { name: best } } : '';
}
