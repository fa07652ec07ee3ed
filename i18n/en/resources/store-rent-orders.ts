import type { ResourceLabels } from '../../types';
import base from './rent-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store rental order |||| Store rental orders',
} satisfies ResourceLabels;
