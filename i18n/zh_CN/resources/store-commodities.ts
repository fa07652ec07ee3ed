import type { ResourceLabels } from '../../types';
import base from './commodities';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店商品 |||| 门店商品',
} satisfies ResourceLabels;
