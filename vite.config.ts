import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstListHints } from './vite-plugins/first-list-hints.ts';
import { firstScreenChunks } from './vite-plugins/first-screen-chunks.ts';
import { noDefaultEnglish } from './vite-plugins/no-default-english.ts';
import { preloadAppStart } from './vite-plugins/preload-app-start.ts';

const API = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';
export default defineConfig(({ command }) => ({
  plugins: [react(), noDefaultEnglish(), firstListHints(), firstScreenChunks(), preloadAppStart()],
  // the production build registers schemas without checking them again (resources/registry.ts `CHECKS`: why, and what it saves)
  define: command === 'build' ? { __REGISTRY_CHECKS__: 'false' } : {},
  resolve: {
    alias: [
      // node-polyglot's Object.entries polyfill (and the es-abstract tree behind it): every browser we target has it
      { find: /^object\.entries$/, replacement: new URL('./src/shims/object-entries.cjs', import.meta.url).pathname },
      // react-router 7 exports only its development build (dev warnings and checks included); the
      // package ships the production build beside it. Both entry points, so there is one copy.
      ...(command !== 'build'
        ? []
        : [
            { find: /^react-router$/, replacement: new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname },
            { find: /^react-router\/dom$/, replacement: new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url).pathname },
          ]),
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/admin-company', '/auth', '/apps', '/data-table'].map((p) => [p, { target: API, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}));
