import type { ResourceLabels } from '../../types';
import base from './batteries';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store battery |||| Store batteries',
} satisfies ResourceLabels;
