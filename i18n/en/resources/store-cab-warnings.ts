import type { ResourceLabels } from '../../types';
import base from './cab-warnings';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store alarm |||| Store alarms',
} satisfies ResourceLabels;
