import type { ResourceLabels } from '../../types';
import base from './rent-channels';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'قنوات تأجير المتجر |||| قناة تأجير المتجر |||| قنوات تأجير المتجر |||| قنوات تأجير المتجر |||| قنوات تأجير المتجر |||| قنوات تأجير المتجر',
} satisfies ResourceLabels;
