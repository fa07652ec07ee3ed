import type { ResourceLabels } from '../../types';
import base from './batteries';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'بطاريات المتجر |||| بطارية المتجر |||| بطاريات المتجر |||| بطاريات المتجر |||| بطاريات المتجر |||| بطاريات المتجر',
} satisfies ResourceLabels;
