/** Locale-aware money, number and date formatting, and the parsing of demo balances. */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { localeInfo } from '../../../../i18n/locales';

/** The amount of a balance given as a number or as a currency string ('$1,724.50', '-$205'). */
export function balanceAmount(balance: number | string | null | undefined): number {
  if (typeof balance === 'number') return Number.isFinite(balance) ? balance : 0;
  if (typeof balance !== 'string') return 0;
  const amount = Number(balance.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

/** Up to two initials of a name ('Ada Lovelace' → 'AL'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A stable colour for a text (avatars without a picture). */
export function colorFor(text: string): string {
  const colors = ['#9155FD', '#56CA00', '#FFB400', '#16B1FF', '#FF4C51', '#8A8D93'];
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return colors[hash % colors.length];
}

export interface Formatters {
  /** BCP 47 tag with Latin digits, so ids and amounts read alike. */
  tag: string;
  money: (amount: number) => string;
  number: (value: number) => string;
  /** A yyyy-mm-dd or ISO date, shown in the active language. */
  date: (value: string) => string;
  month: (value: string) => string;
}

export function makeFormatters(locale: string): Formatters {
  const info = localeInfo(locale);
  const tag = `${info.htmlLang}-u-nu-latn`;
  const currency = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Arabic ICU writes 'US$' after the amount; the demo amounts are dollars written '$724' or
  // '-$205.25', so right-to-left text shows them that way, isolated left-to-right (LRI…PDI).
  const money = info.dir === 'rtl' ? { format: (n: number) => `\u2066${n < 0 ? '-' : ''}$${plain.format(Math.abs(n))}\u2069` } : currency;
  const num = new Intl.NumberFormat(tag);
  const day = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const parse = (value: string): Date | undefined => {
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(d.getTime()) ? undefined : d;
  };
  return {
    tag,
    money: (amount) => money.format(amount),
    number: (value) => num.format(value),
    date: (value) => {
      const d = parse(value);
      return d ? day.format(d) : value;
    },
    month: (value) => {
      const d = parse(value);
      return d ? month.format(d) : value;
    },
  };
}

export function useFormatters(): Formatters {
  const [locale] = useLocaleState();
  return useMemo(() => makeFormatters(locale), [locale]);
}
