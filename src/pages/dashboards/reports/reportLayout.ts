/** Which figures and charts each summary page shows (all from the same server summary); the CRM page has its own (riders/). */
export type ReportKind = 'analytics' | 'crm' | 'eCommerce';
export type SummaryKind = Exclude<ReportKind, 'crm'>;
export type KpiId = 'swaps' | 'swapSuccess' | 'rentals' | 'revenue' | 'paidOrders' | 'onlineRate' | 'openWarnings';
export type ChartId =
  'swapsPerDay' | 'rentalsPerDay' | 'revenuePerDay' | 'revenueByKind' | 'soh' | 'cabinetHealth' | 'warnings' | 'topStoresSwaps' | 'topStoresRevenue';

export const KPIS: Record<SummaryKind, KpiId[]> = {
  analytics: ['swaps', 'swapSuccess', 'onlineRate', 'openWarnings'],
  eCommerce: ['revenue', 'paidOrders', 'rentals', 'swapSuccess'],
};

export const CHARTS: Record<SummaryKind, ChartId[]> = {
  analytics: ['swapsPerDay', 'cabinetHealth', 'soh', 'warnings', 'topStoresSwaps'],
  eCommerce: ['revenuePerDay', 'revenueByKind', 'topStoresRevenue', 'rentalsPerDay'],
};

/** Charts that span the whole row (the day series); the others take half. */
export const WIDE: ReadonlySet<ChartId> = new Set(['swapsPerDay', 'rentalsPerDay', 'revenuePerDay']);
/** Charts of the state now (not limited to the range). */
export const SNAPSHOT: ReadonlySet<ChartId> = new Set(['soh', 'cabinetHealth', 'warnings']);

/** The range a page opens with: the CRM page looks at the last month's riders, the others at a quarter. */
export const DEFAULT_DAYS: Record<ReportKind, number> = { analytics: 90, crm: 30, eCommerce: 90 };
