import type { ResourceLabels } from '../../types';
import base from './swap-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店换电订单 |||| 门店换电订单',
} satisfies ResourceLabels;
