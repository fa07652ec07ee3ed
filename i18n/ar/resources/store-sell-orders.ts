import type { ResourceLabels } from '../../types';
import base from './sell-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'طلبات بيع المتجر |||| طلب بيع المتجر |||| طلبات بيع المتجر |||| طلبات بيع المتجر |||| طلبات بيع المتجر |||| طلبات بيع المتجر',
} satisfies ResourceLabels;
