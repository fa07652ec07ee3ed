import type { ResourceLabels } from '../../types';
import base from './swap-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'عمليات تبديل بطاريات المتجر |||| تبديل بطارية المتجر |||| عمليات تبديل بطاريات المتجر |||| عمليات تبديل بطاريات المتجر |||| عمليات تبديل بطاريات المتجر |||| عمليات تبديل بطاريات المتجر',
} satisfies ResourceLabels;
