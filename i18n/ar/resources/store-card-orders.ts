import type { ResourceLabels } from '../../types';
import base from './card-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'طلبات بطاقات المتجر |||| طلب بطاقة المتجر |||| طلبات بطاقات المتجر |||| طلبات بطاقات المتجر |||| طلبات بطاقات المتجر |||| طلبات بطاقات المتجر',
} satisfies ResourceLabels;
