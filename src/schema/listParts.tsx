/**
 * The lazy parts of a generated list (src/schema/ListExtras.tsx), each asked for once the list has
 * painted its rows (src/layout/afterPaintPart.tsx).
 */
import { afterPaintPart } from '../layout/afterPaintPart';

const extras = () => import('./ListExtras');

export const ListToolbarPart = afterPaintPart(() => extras().then((m) => m.ListToolbarContent));
export const ListPaginationPart = afterPaintPart(() => extras().then((m) => m.ListPagination));
export const ListBulkActionsPart = afterPaintPart(() => extras().then((m) => m.ListBulkActions));
export const ListEmptyPart = afterPaintPart(() => extras().then((m) => m.ListEmpty));
export const ListNoRowsPart = afterPaintPart(() => extras().then((m) => m.ListNoRows));
