import type { ResourceLabels } from '../../types';
import base from './commodities';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Forfait du magasin |||| Forfaits du magasin',
} satisfies ResourceLabels;
