import type { ResourceLabels } from '../../types';
import base from './card-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店售卡订单 |||| 门店售卡订单',
} satisfies ResourceLabels;
