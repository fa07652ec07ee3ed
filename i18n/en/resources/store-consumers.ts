import type { ResourceLabels } from '../../types';
import base from './consumers';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store rider |||| Store riders',
} satisfies ResourceLabels;
