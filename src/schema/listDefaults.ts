/** A generated list's defaults where its schema sets none (type imports only: the tiny entry and the build read them too). */
import type { SortPayload } from 'react-admin';
import type { ResourceDef } from '../../resources/define';

/** The page size of a generated list whose schema sets none. */
export const DEFAULT_LIST_PER_PAGE = 20;

/** Rows per page of a record page's related table. */
export const RELATED_PER_PAGE = 5;

/** The sort of a generated list whose schema sets none: react-admin's own default (ra-core's useListParams). */
export const DEFAULT_LIST_SORT = { field: 'id', order: 'ASC' } as const;

/** The sort of a generated list: the schema's, else react-admin's own default. */
export const listSortOf = (def: ResourceDef): SortPayload => def.defaultSort ?? DEFAULT_LIST_SORT;
