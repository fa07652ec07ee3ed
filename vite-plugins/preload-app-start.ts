import type { Plugin } from 'vite';
import { staticClosureOf } from './first-screen-chunks.ts';

/**
 * The app's start (src/firstScreen/start.tsx: the `app` file and what it imports) is loaded by the entry's
 * dynamic import, which the browser sees only once the entry has arrived and run: its download began
 * about 90 ms after the entry's. Every first screen needs it (the login screen too), so the page
 * asks for it at once, beside the entry (<link rel="modulepreload">).
 */
export function preloadAppStart(): Plugin {
  const start = new URL('../src/firstScreen/start.tsx', import.meta.url).pathname;
  let base = '/';
  return {
    name: 'swap:preload-app-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).map((c) =>
          c.type === 'chunk' ? { ...c, type: 'chunk' as const } : { type: 'asset' as const, fileName: c.fileName },
        );
        const inPage = new Set(chunks.filter((c) => html.includes(`/${c.fileName}"`)).map((c) => c.fileName));
        return staticClosureOf(chunks, start, inPage).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
