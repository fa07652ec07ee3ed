import type { ResourceLabels } from '../../types';
import base from './consumers';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'Usager du magasin |||| Usagers du magasin',
} satisfies ResourceLabels;
