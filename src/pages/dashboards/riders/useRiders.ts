/** The CRM page's figures: `GET /reports/riders` for the range (same transport and cache as the summary). */
import type { RidersReport } from './ridersLinks';
import { useReportQuery, type ReportRangeValue } from '../reports/useReport';

export const useRidersReport = (range: ReportRangeValue, enabled = true) => useReportQuery<RidersReport>('/reports/riders', range, enabled);
