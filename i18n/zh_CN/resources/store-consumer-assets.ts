import type { ResourceLabels } from '../../types';
import base from './consumer-assets';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店用户资产 |||| 门店用户资产',
} satisfies ResourceLabels;
