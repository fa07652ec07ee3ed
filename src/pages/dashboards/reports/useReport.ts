/**
 * The report figures, fetched from `GET /reports/summary` (and the CRM page's `/reports/riders`) with the app's transport (same base
 * path, token and envelope handling as the dataProvider) and cached by react-query, so the app
 * bar's refresh button reloads them too.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '../../../../server/api/reports';
import { ApiCallError, createHttpClient } from '../../../providers/http';
import { getToken } from '../../../providers/session';

export type { ReportSummary };
export type RevenueKind = ReportSummary['revenueByKind'][number]['kind'];

const http = createHttpClient({ getToken });

export interface ReportRangeValue {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): ReportRangeValue {
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** Why a range cannot be asked for, as a message key, or undefined when it can. */
export function rangeProblem(r: ReportRangeValue): string | undefined {
  if (!DAY.test(r.from) || !DAY.test(r.to) || Number.isNaN(Date.parse(r.from)) || Number.isNaN(Date.parse(r.to))) return 'app.dashboard.report_bad_date';
  if (r.from > r.to) return 'app.dashboard.report_bad_range';
  if ((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1 > 731) return 'app.dashboard.report_too_long';
  return undefined;
}

/** A report of the server for a range (`path`: `/reports/summary`, `/reports/riders`), days at the browser's UTC offset. */
export function useReportQuery<T>(path: string, range: ReportRangeValue, enabled = true) {
  const utcOffset = -new Date(`${range.to}T12:00:00`).getTimezoneOffset();
  return useQuery<T, ApiCallError | Error>({
    queryKey: [path.replace(/^\//, ''), range.from, range.to, utcOffset],
    queryFn: ({ signal }) => http.request<T>('GET', path, { query: { from: range.from, to: range.to, utcOffset }, signal }),
    enabled: enabled && !rangeProblem(range),
    retry: false,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

export const useReportSummary = (range: ReportRangeValue, enabled = true) => useReportQuery<ReportSummary>('/reports/summary', range, enabled);
