import type { ResourceLabels } from '../../types';
import base from './real-name-verifications';

/** The company screen's labels, under the store-level name. */
export default {
  ...base,
  name: 'عمليات التحقق من الهوية في المتجر |||| تحقق هوية في المتجر |||| عمليات التحقق من الهوية في المتجر |||| عمليات التحقق من الهوية في المتجر |||| عمليات التحقق من الهوية في المتجر |||| عمليات التحقق من الهوية في المتجر',
} satisfies ResourceLabels;
