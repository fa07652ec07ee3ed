/** Hand-written screens that replace or extend generated ones, by resource name. */
import { Route } from 'react-router-dom';
import { LazyResourceEdit as ResourceEdit, type ScreenOverride } from '../schema/resourceProps';
import { registry } from '../schema/registry';
import { lazyPage } from '../lazyPage';
import { RequireCode } from './RequireCode';

// hand-written screens are lazy chunks too, like the generated ones
const AreaTree = lazyPage(() => import('./AreaTree').then((m) => m.AreaTree));
const AreaFolder = lazyPage(() => import('./AreaFolder').then((m) => m.AreaFolder));

const areas = registry.byName('areas');

export const OVERRIDES: Record<string, ScreenOverride> = {
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
