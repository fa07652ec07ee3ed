import type { ResourceLabels } from '../../types';
import base from './real-name-verifications';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: "Vérification d'identité du magasin |||| Vérifications d'identité du magasin",
} satisfies ResourceLabels;
