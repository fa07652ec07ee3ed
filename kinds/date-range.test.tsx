/**
 * A date-range filter reads in the app's language: its fields' format is the language's (not the
 * browser's mm/dd/yyyy), and it keeps the values the API reads (a day, or an ISO moment).
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, type TranslationMessages } from 'react-admin';
import zh_CN from '../i18n/zh_CN';
import en from '../i18n/en';
import fr from '../i18n/fr';
import ar from '../i18n/ar';
import { fromDate, toDate } from './date-range';
import { RangeFilter } from './ui-parts';

const CATALOGUES: Record<string, unknown> = { zh_CN, en, fr, ar };

function renderFilter(locale: string, record: Record<string, unknown>, dated: 'date' | 'datetime' = 'date') {
  const i18nProvider = polyglotI18nProvider(() => CATALOGUES[locale] as TranslationMessages, locale, [{ locale, name: locale }], { allowMissing: true });
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record}>
        <RangeFilter source="createdAt" label="resources.cab-warnings.fields.createdAt" dated={dated} />
      </Form>
    </AdminContext>,
  );
}

/** The text a field shows (its sections and separators, then its label), of the range's "from" end. */
const fieldText = async (name: RegExp) => (await screen.findAllByRole('group', { name }))[0].textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('date-range filters in the app’s language', () => {
  it.each([
    ['zh_CN', /（起）/, /^2026\/10\/23(?!\d)/],
    ['en', / from$/, /^10\/23\/2026(?!\d)/],
    ['fr', /\(du\)/, /^23\/10\/2026(?!\d)/],
  ])('%s writes a day in its own format', async (locale, from, shape) => {
    renderFilter(locale, { createdAt: { gte: '2026-10-23' } });
    expect(await fieldText(from)).toMatch(shape);
  });

  it('reads a date-time filter’s moment back in the local time, day and minute', async () => {
    const at = new Date(2026, 9, 23, 8, 5).toISOString();
    renderFilter('zh_CN', { createdAt: { gte: at } }, 'datetime');
    expect(await fieldText(/（起）/)).toMatch(/^2026\/10\/23 08:05/);
  });

  it('shows the language’s empty pattern, never mm/dd/yyyy in Chinese', async () => {
    renderFilter('zh_CN', {});
    expect(await fieldText(/（起）/)).toMatch(/^YYYY\/MM\/DD(?![A-Z])/);
  });

  it('keeps the values the API reads', () => {
    expect(toDate('2026-10-23')?.getDate()).toBe(23);
    expect(fromDate(new Date(2026, 9, 23, 15, 30), 'date', false)).toBe('2026-10-23');
    const end = new Date(fromDate(new Date(2026, 9, 23, 23, 59), 'datetime', true)!);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
    expect(fromDate(null, 'date', false)).toBeNull();
  });
});
