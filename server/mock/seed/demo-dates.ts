/** Dates of the demo data, relative to the demo "now" (resources/demo-gen.ts `DEMO_NOW`: when it is generated, or pinned). */
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

/** yyyy-mm-01: the first day of the demo "now"'s month (UTC). */
export function demoMonthStart(): string {
  return `${demoDate(0).slice(0, 7)}-01`;
}

/** dd Mon yyyy */
export function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}
