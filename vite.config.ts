import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';

/** An ESTree node as far as the walk below needs it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const keyName = (p: Node): string | undefined => {
  const key = p.key as Node | undefined;
  if (!key || p.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
};

/**
 * The schema files (`resources/<section>/*.ts`) stay the single source for both readers, but the
 * browser never generates demo data: in the client build, every `gen:` property and every
 * `demo.rows` are cut out, so the generators and the helpers only they use (name lists, signal
 * tables, resources/demo-gen.ts) are tree-shaken away. The server and the tests read the files as
 * written.
 */
export function stripDemoData(): Plugin {
  return {
    name: 'swap:strip-demo-data',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/resources\/[^/]+\/[^/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const cuts: [number, number][] = [];
      const walk = (node: unknown, inDemo: boolean): void => {
        if (Array.isArray(node)) return node.forEach((n) => walk(n, inDemo));
        if (!isNode(node)) return;
        if (node.type === 'Property') {
          const name = keyName(node);
          if (name === 'gen' || (inDemo && name === 'rows')) {
            let end = node.end;
            while (/\s/.test(code[end] ?? '')) end++;
            if (code[end] === ',') end++;
            cuts.push([node.start, end]);
            return;
          }
          walk(node.value, name === 'demo');
          return;
        }
        for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') walk(v, false);
      };
      walk(parseAst(code, { lang: 'ts' }), false);
      if (!cuts.length) return null;
      let out = code;
      for (const [a, b] of cuts.sort((x, y) => y[0] - x[0])) out = out.slice(0, a) + out.slice(b);
      return { code: out, map: null };
    },
  };
}

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

export default defineConfig(({ command }) => ({
  plugins: [react(), stripDemoData(), noDefaultEnglish()],
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
