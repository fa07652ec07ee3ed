import type { ResourceLabels } from '../../types';
import base from './deposit-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店押金订单 |||| 门店押金订单',
} satisfies ResourceLabels;
