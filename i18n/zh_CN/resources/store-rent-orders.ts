import type { ResourceLabels } from '../../types';
import base from './rent-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店租赁订单 |||| 门店租赁订单',
} satisfies ResourceLabels;
