import { defineConfig, parseAst, type Plugin, type ResolvedConfig } from 'vite';
import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { DEFAULT_LIST_PER_PAGE, DEFAULT_LIST_SORT } from './src/schema/listDefaults';

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

/** What the tiny entry needs to ask for a generated list's first page: the API collection, the default sort and page size. */
export interface ListHint {
  name: string;
  sort: { field: string; order: string };
  perPage: number;
}

/**
 * A schema file's list hint, read from its `defineResource({...})` literal (name, route,
 * defaultSort, perPage); undefined when they are not plain literals there (that list's page is
 * then asked by the app's start instead, src/schema/firstListPrefetch.ts).
 */
export function listHintFrom(code: string): [string, ListHint] | undefined {
  let found: [string, ListHint] | undefined;
  const literal = (n: unknown) => (isNode(n) && n.type === 'Literal' ? (n.value as unknown) : undefined);
  const walk = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node)) return;
    const callee = node.callee as Node | undefined;
    const arg = (node.arguments as Node[] | undefined)?.[0];
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineResource' && arg?.type === 'ObjectExpression') {
      const props = new Map((arg.properties as Node[]).filter((p) => p.type === 'Property').map((p) => [keyName(p), p.value as Node]));
      const name = literal(props.get('name'));
      const route = literal(props.get('route'));
      const sortNode = props.get('defaultSort');
      const perPageNode = props.get('perPage');
      const sortProps = sortNode?.type === 'ObjectExpression' ? new Map((sortNode.properties as Node[]).map((p) => [keyName(p), literal(p.value)])) : undefined;
      const field = sortProps?.get('field');
      const order = sortProps?.get('order');
      const perPage = perPageNode ? literal(perPageNode) : DEFAULT_LIST_PER_PAGE;
      if (typeof name !== 'string' || typeof route !== 'string' || typeof perPage !== 'number') return;
      if (sortNode && (typeof field !== 'string' || typeof order !== 'string')) return;
      found = [route, { name, sort: sortNode ? { field: field as string, order: order as string } : { ...DEFAULT_LIST_SORT }, perPage }];
      return;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') walk(v);
  };
  walk(parseAst(code, { lang: 'ts' }));
  return found;
}

/** The schema files (as src/schema/registry.ts globs them). */
export const schemaFiles = (): string[] => {
  const root = new URL('./resources/', import.meta.url).pathname;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(`${root}${d.name}`).map((f) => `${root}${d.name}/${f}`))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/\/_[^/]*$/.test(f))
    .sort();
};

/**
 * `virtual:first-list-hints`: route → list hint of every schema, read from the schema files at
 * build time, for the tiny entry to ask for the first list's page before the app (and its
 * registry) has even been downloaded.
 */
export function firstListHints(): Plugin {
  const ID = 'virtual:first-list-hints';
  const RESOLVED = `\0${ID}`;
  return {
    name: 'swap:first-list-hints',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const hints: Record<string, ListHint> = {};
      for (const file of schemaFiles()) {
        this.addWatchFile(file);
        const hint = listHintFrom(fs.readFileSync(file, 'utf8'));
        if (hint) hints[hint[0]] = hint[1];
      }
      return `export default ${JSON.stringify(hints)};`;
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

/** What `vite build` returns when it writes nothing: the chunks, by file, with their modules and static imports. */
export interface PassChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  moduleIds?: string[];
}

/**
 * Which group each module goes to: for each root in turn, the modules of the chunks it loads
 * (static imports) that the entry or an earlier root does not. A screen loaded on its own instead
 * of the later roots (`besides`: the login screen, shown signed out, without the shell or a list)
 * puts what it shares with them in the first root (`app`), so that it loads neither of their files,
 * and the rest of what it loads in a group of its own (one file, not one per shared module).
 */
export function firstScreenOwners(
  output: readonly PassChunk[],
  roots: readonly { name: string; from: string }[],
  besides: readonly { name: string; from: string }[] = [],
): Map<string, string> {
  const chunks = output.filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: PassChunk | undefined, seen = new Set<string>()): Set<string> => {
    if (!start || seen.has(start.fileName)) return seen;
    seen.add(start.fileName);
    for (const f of start.imports ?? []) closure(byFile.get(f), seen);
    return seen;
  };
  const owner = new Map<string, string>();
  const taken = closure(chunks.find((c) => c.isEntry));
  const facadeOf = (from: string) => {
    const facade = chunks.find((c) => c.facadeModuleId === from);
    if (!facade) throw new Error(`first-screen chunks: no chunk for ${from}`);
    return facade;
  };
  const own = (name: string, files: Iterable<string>) => {
    for (const file of files) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const id of byFile.get(file)?.moduleIds ?? []) owner.set(id, name);
    }
  };
  const closures = roots.map(({ from }) => closure(facadeOf(from)));
  const later = new Set(closures.slice(1).flatMap((c) => [...c]));
  const separate = besides.map(({ from }) => closure(facadeOf(from)));
  // the first root's files, and what a separate screen shares with a later root: the first root's
  own(roots[0].name, closures[0]);
  for (const files of separate)
    own(
      roots[0].name,
      [...files].filter((f) => later.has(f)),
    );
  roots.forEach(({ name }, i) => own(name, closures[i]));
  // the rest of a separate screen's files: one group of its own
  besides.forEach(({ name }, i) => own(name, separate[i]));
  return owner;
}
/**
 * The first screen's scripts in a few files instead of about eighty. Left to itself, the bundler
 * cuts every module that two lazy chunks share into a chunk of its own; the first list then took
 * ~80 requests, and over the six HTTP/1.1 connections a browser opens per host they queued for
 * most of a second. A first pass (the normal build, written nowhere) gives which chunks each of
 * these loads; the real build then puts each set's modules in one file:
 *  - `app`: what src/start.tsx loads, minus what the entry loads, and what the login screen (a
 *    chunk of its own) shares with the shell or the list;
 *  - `shell`: what the layout loads (every signed-in screen shows it), minus the above;
 *  - `list`: what the generated list loads, minus the above.
 * So each screen loads the same modules as before, in fewer files. A lazy screen that shares a
 * module with the shell or the list loads that file: it is signed in, so it has the shell anyway.
 * Dependencies are not pulled into a group (react-admin's barrels would drag every screen's code
 * into `app`); each set is closed under static imports already, so no group waits on a later one.
 */
export function firstScreenChunks(): Plugin {
  const PASS = 'SWAP_FIRST_SCREEN_PASS';
  const at = (f: string) => new URL(f, import.meta.url).pathname;
  const roots = [
    { name: 'app', from: at('./src/start.tsx') },
    { name: 'shell', from: at('./src/layout/Layout.tsx') },
    { name: 'list', from: at('./src/schema/list/ResourceList.tsx') },
  ];
  // shown signed out, instead of the shell and a list
  const besides = [{ name: 'login', from: at('./src/pages/LoginPage.tsx') }];
  const groups = [...roots, ...besides];
  const owner = new Map<string, string>();
  let resolved: ResolvedConfig | undefined;
  const inner = !!process.env[PASS];
  return {
    name: 'swap:first-screen-chunks',
    apply: 'build',
    config: () =>
      inner
        ? null
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: groups.map(({ name }, i) => ({ name, priority: groups.length - i, test: (id: string) => owner.get(id) === name })),
                    includeDependenciesRecursively: false,
                  },
                },
              },
            },
          },
    configResolved(config) {
      resolved = config;
    },
    async buildStart() {
      if (inner || !resolved) return;
      // the first pass: the same configuration (file, mode, command-line options), written nowhere
      process.env[PASS] = '1';
      let out: unknown;
      try {
        const { build } = await import('vite');
        out = await build({
          ...resolved.inlineConfig,
          configFile: resolved.configFile ?? false,
          mode: resolved.mode,
          logLevel: 'silent',
          build: { ...resolved.inlineConfig.build, write: false },
        });
      } finally {
        delete process.env[PASS];
      }
      owner.clear();
      for (const [id, name] of firstScreenOwners(((Array.isArray(out) ? out[0] : out) as { output: PassChunk[] }).output, roots, besides)) owner.set(id, name);
    },
  };
}

/** The files the chunk holding `moduleId` loads before it runs (itself and its static imports, recursively), except `skip`'s. */
export function staticClosureOf(chunks: readonly PassChunk[], moduleId: string, skip: ReadonlySet<string>): string[] {
  const byFile = new Map(chunks.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const from = [...byFile.values()].find((c) => c.moduleIds?.includes(moduleId));
  const files: string[] = [];
  const visit = (c: PassChunk | undefined) => {
    if (!c || files.includes(c.fileName)) return;
    files.push(c.fileName);
    for (const f of c.imports ?? []) visit(byFile.get(f));
  };
  visit(from);
  return files.filter((f) => !skip.has(f));
}

/**
 * The app's start (src/start.tsx: the `app` file and what it imports) is loaded by the entry's
 * dynamic import, which the browser sees only once the entry has arrived and run: its download began
 * about 90 ms after the entry's. Every first screen needs it (the login screen too), so the page
 * asks for it at once, beside the entry (<link rel="modulepreload">).
 */
export function preloadAppStart(): Plugin {
  const start = new URL('./src/start.tsx', import.meta.url).pathname;
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

export default defineConfig(({ command }) => ({
  plugins: [react(), stripDemoData(), noDefaultEnglish(), firstListHints(), firstScreenChunks(), preloadAppStart()],
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
