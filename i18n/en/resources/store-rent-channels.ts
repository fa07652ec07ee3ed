import type { ResourceLabels } from '../../types';
import base from './rent-channels';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store rental channel |||| Store rental channels',
} satisfies ResourceLabels;
