import type { ResourceLabels } from '../../types';
import base from './real-name-verifications';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: '门店实名认证 |||| 门店实名认证',
} satisfies ResourceLabels;
