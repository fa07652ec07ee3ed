import type { ResourceLabels } from '../../types';
import base from './rent-channels';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店租赁渠道 |||| 门店租赁渠道',
} satisfies ResourceLabels;
