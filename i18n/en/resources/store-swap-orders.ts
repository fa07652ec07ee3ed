import type { ResourceLabels } from '../../types';
import base from './swap-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store battery swap |||| Store battery swaps',
} satisfies ResourceLabels;
