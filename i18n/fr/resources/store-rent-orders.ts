import type { ResourceLabels } from '../../types';
import base from './rent-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Commande de location du magasin |||| Commandes de location du magasin',
} satisfies ResourceLabels;
