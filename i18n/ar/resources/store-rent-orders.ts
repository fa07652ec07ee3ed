import type { ResourceLabels } from '../../types';
import base from './rent-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'طلبات تأجير المتجر |||| طلب تأجير المتجر |||| طلبات تأجير المتجر |||| طلبات تأجير المتجر |||| طلبات تأجير المتجر |||| طلبات تأجير المتجر',
} satisfies ResourceLabels;
