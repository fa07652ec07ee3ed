/** Left-to-right or right-to-left styling: MUI's RTL support through an emotion cache with stylis-plugin-rtl. */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { cspNonce } from '../csp';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function emotionCache(dir: 'ltr' | 'rtl'): EmotionCache {
  // the nonce lets emotion's <style> elements through the CSP (no 'unsafe-inline')
  const nonce = cspNonce();
  return (caches[dir] ??= dir === 'rtl' ? createCache({ key: 'muirtl', nonce, stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'muiltr', nonce }));
}

/** Right-to-left forced by the customizer's RTL switch, whatever the language (null: the language decides). */
let forcedDir: 'rtl' | null = null;
export function forceDirection(dir: 'rtl' | null): void {
  forcedDir = dir;
}

/** `<html lang>` and `dir` follow the language (unless the RTL switch forces right-to-left). */
export function applyDocumentLanguage(htmlLang: string, dir: 'ltr' | 'rtl'): void {
  document.documentElement.lang = htmlLang;
  document.documentElement.dir = forcedDir ?? dir;
}
