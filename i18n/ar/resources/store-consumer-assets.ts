import type { ResourceLabels } from '../../types';
import base from './consumer-assets';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'أصول ركاب المتجر |||| أصل راكب المتجر |||| أصول ركاب المتجر |||| أصول ركاب المتجر |||| أصول ركاب المتجر |||| أصول ركاب المتجر',
} satisfies ResourceLabels;
