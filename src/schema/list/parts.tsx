/**
 * The lazy parts of a generated list (ListToolbar.tsx: one chunk for the toolbar, pagination,
 * bulk-action bar and empty-list messages, asked for once the list has painted its rows), and the
 * phone's card list (ListCards.tsx, loaded only on a narrow screen, where it is the content).
 */
import { Suspense } from 'react';
import { lazyComponent } from '../../lazyComponent';
import type { ListCardsProps } from './ListCards';

const toolbar = () => import('./ListToolbar');

export const ListToolbarPart = lazyComponent(() => toolbar().then((m) => m.ListToolbarContent), { when: 'painted' });
export const ListPaginationPart = lazyComponent(() => toolbar().then((m) => m.ListPagination), { when: 'painted' });
export const ListBulkActionsPart = lazyComponent(() => toolbar().then((m) => m.ListBulkActions), { when: 'painted' });
export const ListEmptyPart = lazyComponent(() => toolbar().then((m) => m.ListEmpty), { when: 'painted' });
export const ListNoRowsPart = lazyComponent(() => toolbar().then((m) => m.ListNoRows), { when: 'painted' });

export const RowTransitionsPart = lazyComponent(() => import('../transitions/RowTransitions').then((m) => m.RowTransitions), { when: 'painted' });

const ListCards = lazyComponent(() => import('./ListCards').then((m) => m.ListCards));
export function ListCardsPart(props: ListCardsProps) {
  return (
    <Suspense fallback={null}>
      <ListCards {...props} />
    </Suspense>
  );
}
