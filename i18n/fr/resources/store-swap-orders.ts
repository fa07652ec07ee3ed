import type { ResourceLabels } from '../../types';
import base from './swap-orders';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Échange de batterie du magasin |||| Échanges de batteries du magasin',
} satisfies ResourceLabels;
