/**
 * Conversions between the API's dates (ISO date-times for timed events; inclusive yyyy-mm-dd
 * days for all-day ones), FullCalendar's (exclusive all-day end) and the form's inputs
 * (`datetime-local` / `date` values, in local time).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd of a local date. */
export const localDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** yyyy-mm-ddThh:mm of a local date-time (a `datetime-local` value). */
export const localDateTime = (d: Date): string => `${localDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A yyyy-mm-dd day as a local midnight. */
export const parseDay = (day: string): Date => {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
};

export const addDays = (day: string, days: number): string => {
  const d = parseDay(day);
  d.setDate(d.getDate() + days);
  return localDay(d);
};

/** The form value for an API date. */
export function toInputValue(value: string, allDay: boolean): string {
  if (allDay) return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : localDay(new Date(value));
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : localDateTime(d);
}

/** The API date for a form value (a UTC ISO date-time, or the day itself when all-day). */
export function fromInputValue(value: string, allDay: boolean): string {
  if (allDay) return value.slice(0, 10);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** FullCalendar's exclusive end of an all-day event that ends (inclusively) on `day`. */
export const exclusiveEnd = (day: string): string => addDays(day, 1);
/** The inclusive last day of an all-day event FullCalendar ends (exclusively) at `end`. */
export const inclusiveEnd = (end: Date): string => {
  const d = new Date(end);
  d.setDate(d.getDate() - 1);
  return localDay(d);
};
