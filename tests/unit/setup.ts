import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { indexComputedStyles } from './indexed-computed-style';

// jsdom's computed styles found through an index of the rules (the unit and component stage 142 → 119 s here)
if (typeof window !== 'undefined') indexComputedStyles(window);

// findBy… and waitFor wait up to 5 s for what the user would see (Testing Library's default, 1 s, ran out
// on a loaded 2-core machine: a screen that appears later is still a pass, one that never does still fails)
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

/**
 * The component files share one module graph and document per worker (`isolate: false`, vitest.config.ts),
 * so emotion's default cache — the style rules MUI inserted for every component a file rendered — outlives
 * the file. Left to pile up, every computed style jsdom works out (what Testing Library reads to know what
 * is visible) walks all earlier files' rules too, and the stage ran three times slower. Each file ends with
 * the cache as it began: no style element, nothing marked inserted, so the next file's components insert
 * their rules again.
 */
afterAll(() => {
  // a file of the extensibility project that runs in Node (its server test): no document, no styles
  if (typeof document === 'undefined') return;
  const { result, unmount } = renderHook(() => useEmotionCache());
  const cache = result.current;
  unmount();
  if (!cache) return;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
});
