import type { Plugin, ResolvedConfig } from 'vite';

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
 *  - `app`: what src/firstScreen/start.tsx loads, minus what the entry loads, and what the login screen (a
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
  // paths from the project's root (this file is in vite/)
  const root = new URL('../', import.meta.url).pathname;
  const at = (f: string) => root + f.replace(/^\.\//, '');
  const roots = [
    { name: 'app', from: at('./src/firstScreen/start.tsx') },
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
