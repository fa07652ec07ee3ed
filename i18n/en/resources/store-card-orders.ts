import type { ResourceLabels } from '../../types';
import base from './card-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store card order |||| Store card orders',
} satisfies ResourceLabels;
