/** Left-to-right or right-to-left styling: MUI's RTL support through an emotion cache with stylis-plugin-rtl. */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function emotionCache(dir: 'ltr' | 'rtl'): EmotionCache {
  return (caches[dir] ??= dir === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'muiltr' }));
}

/** `<html lang>` and `dir` follow the language. */
export function applyDocumentLanguage(htmlLang: string, dir: 'ltr' | 'rtl'): void {
  document.documentElement.lang = htmlLang;
  document.documentElement.dir = dir;
}
