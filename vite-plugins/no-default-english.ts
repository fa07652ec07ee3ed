import type { Plugin } from 'vite';

/**
 * react-admin builds a default English i18nProvider at import time, for apps that pass none; this
 * app always passes its own (src/providers/i18nProvider.ts), so that copy of the English messages
 * is replaced by an empty catalogue. The English catalogue itself (i18n/en) is untouched.
 */
export function noDefaultEnglish(): Plugin {
  const STUB = '\0swap:no-default-english';
  return {
    name: 'swap:no-default-english',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'ra-language-english' && importer && /[\\/]react-admin[\\/]dist[\\/]defaultI18nProvider\.js$/.test(importer)) return STUB;
      return null;
    },
    load(id) {
      return id === STUB ? 'export default {};' : null;
    },
  };
}
