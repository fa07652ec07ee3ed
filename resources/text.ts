/**
 * Text the database keeps the same on both engines (CONTRACT §2.1): one check, read by the form,
 * the validator (resources/validate.ts) and the server's edges (a body, a query, a path).
 *
 * Refused:
 * - The control characters (Unicode category Cc) other than tab, LF and CR: C0 (U+0000–U+001F),
 *   DEL (U+007F) and C1 (U+0080–U+009F). NUL is the one that breaks an engine: PostgreSQL's text
 *   and jsonb cannot hold it, and SQLite's FTS5 query string ends at it. DEL and C1 are refused
 *   too, though both engines store them: the contract says "control characters", which in
 *   Unicode is exactly this set, so one rule says it; no field of a back office holds one on
 *   purpose; and DEL and C1 mostly come from text decoded in the wrong charset (cp1252 bytes read
 *   as Latin-1), which is better refused at the door than stored.
 * - A lone (unpaired) surrogate: it has no UTF-8 form, so PostgreSQL refuses it while SQLite keeps
 *   it (as a JSON escape), and the same record could not move from one engine to the other.
 *
 * Everything else is accepted, well-formed astral characters (emoji, 𝕏) included.
 */

/** The message key of a value holding such text (i18n/<locale>/app/validation.ts `text`). */
export const TEXT_ERROR = 'app.validation.text';

/** In `u` mode `\p{Cs}` matches only a surrogate that is not half of a pair. */
const UNSTORABLE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

/** Whether both engines store `text` as it is. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** `text` with each character `isStorableText` refuses replaced by U+FFFD (for a log, which keeps what it can rather than refuse). */
export const storableText = (text: string): string => text.replace(UNSTORABLE_ALL, '\uFFFD');

/** Whether `value` (a string, or any JSON value: its strings and its keys, however nested) holds text both engines would not store as it is. */
export function holdsUnstorableText(value: unknown): boolean {
  // walked without recursion: a value may nest as deep as the body's reader lets it
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!isStorableText(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        if (!isStorableText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The keys of `record` whose key or value holds text both engines would not store as it is. */
export const unstorableKeys = (record: Record<string, unknown>): string[] =>
  Object.keys(record).filter((key) => !isStorableText(key) || holdsUnstorableText(record[key]));
