import type { ResourceLabels } from '../../types';
import base from './consumers';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店用户 |||| 门店用户',
} satisfies ResourceLabels;
