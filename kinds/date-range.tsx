/**
 * A date or date-time range filter's two inputs ("from", "to") as MUI X pickers in the app's
 * language: its date format (2026/10/23 in Chinese, 10/23/2026 in English, 23/10/2026 in French and
 * Arabic), month and day names, first day of the week and the pickers' own words (the catalogues'
 * `app.schema.date_*`). A lazy part of the list's filters (kinds/ui-parts.tsx RangeFilter): the
 * pickers load when a date filter is shown, never with a list's first screen.
 *
 * The values stay what the API reads: a day `YYYY-MM-DD` for a date field; for a date-time field
 * an ISO 8601 moment, "from" at the start and "to" at the end of the minute chosen (a day picked
 * without a time covers the whole day, in the user's time zone).
 */
import { useContext, useMemo } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { enUS as enPickers, frFR as frPickers, zhCN as zhPickers } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
import { arSA, enUS, fr, zhCN, type Locale } from 'date-fns/locale';
import { endOfDay, format, isValid, startOfDay } from 'date-fns';
import { ListFilterContext, useInput, useLocaleState, useTranslate } from 'react-admin';

/** Each language of the app: date-fns' locale (formats, names, week) and MUI X's words where it has them. */
const LOCALES: Record<string, { dates: Locale; pickers?: Partial<PickersLocaleText>; formats?: Partial<AdapterFormats> }> = {
  // date-fns writes a Chinese day with a two-digit year (y-MM-dd); the app's dates (Intl zh-CN) read 2026/10/23
  zh_CN: {
    dates: zhCN,
    pickers: zhPickers.components.MuiLocalizationProvider.defaultProps.localeText,
    formats: { keyboardDate: 'yyyy/MM/dd', keyboardDateTime24h: 'yyyy/MM/dd HH:mm' },
  },
  en: { dates: enUS, pickers: enPickers.components.MuiLocalizationProvider.defaultProps.localeText },
  fr: { dates: fr, pickers: frPickers.components.MuiLocalizationProvider.defaultProps.localeText },
  ar: { dates: arSA },
};

export const dateLocaleOf = (locale: string) => LOCALES[locale] ?? LOCALES.zh_CN;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The pickers' words from the app's catalogues (Arabic has none of MUI's), over MUI X's own. */
function pickerWords(t: Translate, own: Partial<PickersLocaleText> | undefined): Partial<PickersLocaleText> {
  const k = (key: string) => t(`app.schema.${key}`);
  return {
    ...own,
    previousMonth: k('date_previous_month'),
    nextMonth: k('date_next_month'),
    openPreviousView: k('date_open_previous_view'),
    openNextView: k('date_open_next_view'),
    calendarViewSwitchingButtonAriaLabel: (view) => k(view === 'year' ? 'date_to_calendar' : 'date_to_year'),
    cancelButtonLabel: t('ra.action.cancel'),
    clearButtonLabel: t('app.shell.clear'),
    okButtonLabel: t('ra.action.confirm'),
    openDatePickerDialogue: (date) => (date ? t('app.schema.date_choose_selected', { date }) : k('date_choose')),
    fieldClearLabel: t('app.shell.clear'),
    dateTableLabel: k('date_table'),
    timeTableLabel: k('time_table'),
    fieldYearPlaceholder: (p) => (own?.fieldYearPlaceholder ? own.fieldYearPlaceholder(p) : k('date_year_placeholder')),
    fieldMonthPlaceholder: (p) => (own?.fieldMonthPlaceholder ? own.fieldMonthPlaceholder(p) : k('date_month_placeholder')),
    fieldDayPlaceholder: (p) => (own?.fieldDayPlaceholder ? own.fieldDayPlaceholder(p) : k('date_day_placeholder')),
    fieldHoursPlaceholder: (p) => (own?.fieldHoursPlaceholder ? own.fieldHoursPlaceholder(p) : k('date_hours_placeholder')),
    fieldMinutesPlaceholder: (p) => (own?.fieldMinutesPlaceholder ? own.fieldMinutesPlaceholder(p) : k('date_minutes_placeholder')),
    year: k('date_year'),
    month: k('date_month'),
    day: k('date_day'),
    hours: k('date_hours'),
    minutes: k('date_minutes'),
  };
}

/** A stored value as the picker's date: a day `YYYY-MM-DD` at local midnight, a moment as it is. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return isValid(d) ? d : null;
}

/** The picker's date as the filter's value: a day for a date field; for a date-time, the first or last millisecond of the minute chosen. */
export function fromDate(date: Date | null, dated: 'date' | 'datetime', end: boolean): string | null {
  if (!date || !isValid(date)) return null;
  if (dated === 'date') return format(date, 'yyyy-MM-dd');
  const minute = new Date(date);
  minute.setSeconds(end ? 59 : 0, end ? 999 : 0);
  return minute.toISOString();
}

/** The value at a dotted path (`createdAt.gte`) of the list's filter. */
const at = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);

function RangeEnd({ source, label, dated, end }: { source: string; label: string; dated: 'date' | 'datetime'; end: boolean }) {
  // a lazy input registers after the filter form has taken the list's filter in (from the address): it starts from that filter itself
  const filters = useContext(ListFilterContext)?.filterValues;
  const { field } = useInput({ source, defaultValue: at(filters, source), format: (v: unknown) => v, parse: (v: unknown) => v });
  const value = toDate(field.value);
  const common = {
    label,
    value,
    // cleared: '' (react-admin's filter form drops an empty value from the filter)
    onChange: (d: Date | null) => field.onChange(fromDate(d, dated, end) ?? ''),
    // a day picked without a time covers the whole day: "from" at its start, "to" at its end
    referenceDate: end ? endOfDay(new Date()) : startOfDay(new Date()),
    // filled, as react-admin's other filters are; wide enough for the whole pattern in every language
    slotProps: { textField: { variant: 'filled' as const, size: 'small' as const, name: field.name, onBlur: field.onBlur }, field: { clearable: true } },
    sx: { width: dated === 'datetime' ? 250 : 190 },
  };
  return dated === 'datetime' ? <DateTimePicker {...common} ampm={false} /> : <DatePicker {...common} />;
}

/** The two ends of a range, in a localization of the app's language. */
export function DateRangeInputs({ source, from, to, dated }: { source: string; from: string; to: string; dated: 'date' | 'datetime' }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { dates, pickers, formats } = dateLocaleOf(locale);
  const localeText = useMemo(() => pickerWords(translate, pickers), [translate, pickers]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dates} dateFormats={formats} localeText={localeText}>
      <RangeEnd source={`${source}.gte`} label={from} dated={dated} end={false} />
      <RangeEnd source={`${source}.lte`} label={to} dated={dated} end />
    </LocalizationProvider>
  );
}
