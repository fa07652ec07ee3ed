import type { ResourceLabels } from '../../types';
import base from './sell-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store sales order |||| Store sales orders',
} satisfies ResourceLabels;
