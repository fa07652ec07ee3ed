import type { ResourceLabels } from '../../types';
import base from './card-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Vente de pass du magasin |||| Ventes de pass du magasin',
} satisfies ResourceLabels;
