import type { ResourceLabels } from '../../types';
import base from './sell-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店销售订单 |||| 门店销售订单',
} satisfies ResourceLabels;
