import type { ResourceLabels } from '../../types';
import base from './sell-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Commande de vente du magasin |||| Commandes de vente du magasin',
} satisfies ResourceLabels;
