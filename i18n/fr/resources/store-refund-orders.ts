import type { ResourceLabels } from '../../types';
import base from './refund-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Remboursement du magasin |||| Remboursements du magasin',
} satisfies ResourceLabels;
