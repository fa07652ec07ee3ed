import type { ResourceLabels } from '../../types';
import base from './rent-channels';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Canal de location du magasin |||| Canaux de location du magasin',
} satisfies ResourceLabels;
