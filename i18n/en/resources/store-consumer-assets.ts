import type { ResourceLabels } from '../../types';
import base from './consumer-assets';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store rider asset |||| Store rider assets',
} satisfies ResourceLabels;
