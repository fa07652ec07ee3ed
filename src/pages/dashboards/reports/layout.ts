/** Which figures and charts each report page shows (all from the same server summary). */
export type ReportKind = 'analytics' | 'crm' | 'eCommerce';
export type KpiId = 'swaps' | 'swapSuccess' | 'rentals' | 'revenue' | 'paidOrders' | 'onlineRate' | 'openWarnings';
export type ChartId =
  'swapsPerDay' | 'rentalsPerDay' | 'revenuePerDay' | 'revenueByKind' | 'soh' | 'cabinetHealth' | 'warnings' | 'topStoresSwaps' | 'topStoresRevenue';

export const KPIS: Record<ReportKind, KpiId[]> = {
  analytics: ['swaps', 'swapSuccess', 'onlineRate', 'openWarnings'],
  crm: ['rentals', 'swaps', 'paidOrders', 'revenue'],
  eCommerce: ['revenue', 'paidOrders', 'rentals', 'swapSuccess'],
};

export const CHARTS: Record<ReportKind, ChartId[]> = {
  analytics: ['swapsPerDay', 'cabinetHealth', 'soh', 'warnings', 'topStoresSwaps'],
  crm: ['rentalsPerDay', 'swapsPerDay', 'topStoresSwaps', 'topStoresRevenue'],
  eCommerce: ['revenuePerDay', 'revenueByKind', 'topStoresRevenue', 'rentalsPerDay'],
};

/** Charts that span the whole row (the day series); the others take half. */
export const WIDE: ReadonlySet<ChartId> = new Set(['swapsPerDay', 'rentalsPerDay', 'revenuePerDay']);
/** Charts of the state now (not limited to the range). */
export const SNAPSHOT: ReadonlySet<ChartId> = new Set(['soh', 'cabinetHealth', 'warnings']);
