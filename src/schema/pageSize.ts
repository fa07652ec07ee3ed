/**
 * A list's page size as react-admin may be given one. The specification's "all" is -1, but
 * react-admin cannot page by a size below 1: its out-of-range correction divides by it (page 1 of
 * 400 rows becomes page -400, then page 1 again, and so on), and it applies each correction by a
 * navigation from a timer, which lands back on the list after the user has left it
 * (marmelab/react-admin#9745: "won't prioritise"). So "all" is the API's largest page, and a
 * size below 1 from an old address or from a remembered list is read as "all".
 */
import { MAX_PAGE_SIZE } from '../providers/listQuery';

/** The page size the "all" choice stands for. */
export const ALL_ROWS = MAX_PAGE_SIZE;

/** A page-size choice of a schema (-1 = all) as the list's page size. */
export const pageSizeOf = (choice: number): number => (choice > 0 ? choice : ALL_ROWS);

/** The address's query with a page size below 1 read as "all", or undefined when it needs no change. */
export function withPositivePageSize(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const perPage = params.get('perPage');
  if (perPage === null || !(Number(perPage) < 1)) return undefined;
  params.set('perPage', String(ALL_ROWS));
  return `?${params}`;
}

/** Remembered list parameters (react-admin's `<resource>.listParams`) with a page size below 1 read as "all". */
export function rememberedWithPositivePageSize<T>(value: T): T {
  if (typeof value !== 'object' || value === null || !('perPage' in value)) return value;
  const perPage = (value as { perPage: unknown }).perPage;
  // none remembered (null) is not a page size
  return typeof perPage === 'number' && perPage < 1 ? { ...value, perPage: ALL_ROWS } : value;
}
