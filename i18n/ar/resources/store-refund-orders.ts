import type { ResourceLabels } from '../../types';
import base from './refund-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'استردادات المتجر |||| استرداد المتجر |||| استردادات المتجر |||| استردادات المتجر |||| استردادات المتجر |||| استردادات المتجر',
} satisfies ResourceLabels;
