import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, warmFormatters } from './formatters';

const { NumberFormat, DateTimeFormat } = Intl;
/** Counts the Intl formats made from now on. */
function countMade() {
  const made = { number: 0, date: 0 };
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made.number++;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made.date++;
    }
  } as typeof DateTimeFormat;
  return made;
}

afterEach(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

describe('formatters', () => {
  it('formats like Intl, money in yuan', () => {
    expect(formatNumber('en-US', 1037)).toBe('1,037');
    expect(formatNumber('zh-CN', 12.5, true)).toBe(new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(12.5));
    expect(formatDate('en-US', 'not a date', true)).toBe('not a date');
  });

  it('once warmed for a language, its cells make no new Intl format', () => {
    warmFormatters('fr-FR');
    const made = countMade();
    formatNumber('fr-FR', 3, true);
    formatNumber('fr-FR', 3);
    formatDate('fr-FR', '2026-03-04T05:06:07.000Z', true);
    formatDate('fr-FR', '2026-03-04T05:06:07.000Z', false);
    expect(made).toEqual({ number: 0, date: 0 });
    // (control) another language's are made on first use
    formatNumber('ar', 3, true);
    formatDate('ar', 0, true);
    expect(made).toEqual({ number: 1, date: 1 });
  });
});
