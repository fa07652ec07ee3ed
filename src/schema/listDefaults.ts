/** A generated list's defaults where its schema sets none (no imports: the tiny entry and the build read them too). */

/** The page size of a generated list whose schema sets none. */
export const DEFAULT_LIST_PER_PAGE = 20;

/** The sort of a generated list whose schema sets none: react-admin's own default (ra-core's useListParams). */
export const DEFAULT_LIST_SORT = { field: 'id', order: 'ASC' } as const;
