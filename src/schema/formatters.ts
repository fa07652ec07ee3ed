/**
 * The number and date formats of the lists' cells, made once per language and kept.
 *
 * Intl's constructors are slow the first time in a page: the first currency format costs the
 * browser 25–65 ms (measured in Chromium) while it loads the locale's data. `warmFormatters` makes
 * them ahead of the first list; the entry calls it while the app's scripts are still downloading
 * (src/firstScreen/boot.ts), when the main thread has nothing else to do. No imports: the entry stays tiny.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f as T;
}

/** A number in `lang`'s format (a money amount in yuan when `money`). */
export const formatNumber = (lang: string, v: number, money = false): string =>
  formatter(`n:${lang}:${money}`, () => new Intl.NumberFormat(lang, money ? { style: 'currency', currency: 'CNY' } : undefined)).format(v);

/** A date (with its time when `withTime`) as toLocaleDateString / toLocaleString (react-admin's DateField) show it; an unreadable value as it is. */
export const formatDate = (lang: string, v: string | number | Date, withTime: boolean): string => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) return String(v);
  return formatter(`d:${lang}:${withTime}`, () =>
    withTime
      ? new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      : new Intl.DateTimeFormat(lang),
  ).format(d);
};

/** Makes (and uses once) every format a list's cells use in `lang`. */
export function warmFormatters(lang: string): void {
  formatNumber(lang, 1, true);
  formatNumber(lang, 1);
  formatDate(lang, 0, true);
  formatDate(lang, 0, false);
}
