/** Dates of the demo data, relative to the fixed demo "now" so the seed never changes. */
import { DEMO_NOW } from '../../../resources/demo-gen';
import { MONTHS } from './names';

const DAY = 86_400_000;

/** yyyy-mm-dd, `days` after (or before) the demo "now". */
export function demoDate(days: number): string {
  return new Date(DEMO_NOW + days * DAY).toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** ISO date-time `minutes` after (or before) the demo "now". */
export function demoTime(minutes: number): string {
  return new Date(DEMO_NOW + minutes * 60_000).toISOString();
}

/** dd Mon yyyy */
export function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}
