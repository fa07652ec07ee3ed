/** Hand-written screens that replace or extend generated ones, by resource name. */
import { Route } from 'react-router-dom';
import { LazyResourceEdit as ResourceEdit, type ScreenOverride } from '../schema/resourceProps';
import { registry } from '../schema/registry';
import { lazyComponent } from '../lazyComponent';
import { RequireCode } from './RequireCode';

// hand-written screens are lazy chunks too, like the generated ones
const AreaTree = lazyComponent(() => import('./AreaTree').then((m) => m.AreaTree), { fallback: null });
const AreaFolder = lazyComponent(() => import('./AreaFolder').then((m) => m.AreaFolder), { fallback: null });
// the trash: the generated list with a Restore per row and no record pages (src/schema/trash/TrashList.tsx)
const TrashList = lazyComponent(() => import('../schema/trash/TrashList').then((m) => m.TrashList));

const areas = registry.byName('areas');

export const OVERRIDES: Record<string, ScreenOverride> = {
  trash: { list: TrashList },
  areas: {
    list: AreaTree,
    noEditRoute: true,
    children: (
      <>
        <Route
          path=":folder"
          element={
            <RequireCode code="RESOURCE_ADMIN_AREA">
              <AreaFolder />
            </RequireCode>
          }
        />
        {areas && <Route path=":id/edit" element={<ResourceEdit def={areas} registry={registry} />} />}
      </>
    ),
  },
};
