import type { ResourceLabels } from '../../types';
import base from './consumer-assets';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: "Actif d'usager du magasin |||| Actifs des usagers du magasin",
} satisfies ResourceLabels;
