import type { ResourceLabels } from '../../types';
import base from './deposit-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store deposit |||| Store deposits',
} satisfies ResourceLabels;
