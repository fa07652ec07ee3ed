import type { ResourceLabels } from '../../types';
import base from './commodities';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Store package |||| Store packages',
} satisfies ResourceLabels;
