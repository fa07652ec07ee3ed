import type { ResourceLabels } from '../../types';
import base from './cab-warnings';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店告警 |||| 门店告警',
} satisfies ResourceLabels;
