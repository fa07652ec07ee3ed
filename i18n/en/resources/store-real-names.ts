import type { ResourceLabels } from '../../types';
import base from './real-name-verifications';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store real-name verification |||| Store real-name verifications',
} satisfies ResourceLabels;
