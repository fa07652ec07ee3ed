import type { ResourceLabels } from '../../types';
import base from './refund-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店退款订单 |||| 门店退款订单',
} satisfies ResourceLabels;
