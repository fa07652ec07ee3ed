/**
 * The lazy parts of a generated list (ListToolbar.tsx: one chunk for the toolbar, pagination,
 * bulk-action bar and empty-list messages, asked for once the list has painted its rows), and the
 * phone's card list (ListCards.tsx, loaded only on a narrow screen, where it is the content).
 */
import { Suspense } from 'react';
import { lazyPreloadable } from '../../lazyPreloadable';
import { afterPaintPart } from '../../layout/afterPaintPart';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';

const toolbar = () => import('./ListToolbar');

export const ListToolbarPart = afterPaintPart(() => toolbar().then((m) => m.ListToolbarContent));
export const ListPaginationPart = afterPaintPart(() => toolbar().then((m) => m.ListPagination));
export const ListBulkActionsPart = afterPaintPart(() => toolbar().then((m) => m.ListBulkActions));
export const ListEmptyPart = afterPaintPart(() => toolbar().then((m) => m.ListEmpty));
export const ListNoRowsPart = afterPaintPart(() => toolbar().then((m) => m.ListNoRows));

export const RowTransitionsPart = afterPaintPart(() => import('../transitions/RowTransitions').then((m) => m.RowTransitions));

const ListCards = lazyPreloadable(() => import('./ListCards').then((m) => m.ListCards));
export function ListCardsPart(props: { def: ResourceDef; registry: Registry }) {
  return (
    <Suspense fallback={null}>
      <ListCards {...props} />
    </Suspense>
  );
}
