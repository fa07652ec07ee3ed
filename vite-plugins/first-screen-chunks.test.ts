import { describe, expect, it } from 'vitest';
import { firstScreenOwners, staticClosureOf, type PassChunk } from './first-screen-chunks';

/** A chunk that is a module's own (an entry or a dynamic import): that module is its facade. */
const own = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): PassChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: moduleIds[0],
  isEntry,
  moduleIds,
  imports,
});
/** A chunk of modules that several chunks share. */
const common = (fileName: string, moduleIds: string[], imports: string[] = []): PassChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  moduleIds,
  imports,
});

const ROOTS = [
  { name: 'app', from: '/src/firstScreen/start.tsx' },
  { name: 'shell', from: '/src/layout/Layout.tsx' },
  { name: 'list', from: '/src/schema/ResourceList.tsx' },
];

// the normal build's chunks: an entry, the three roots, the common chunks between them, and a lazy demo screen
const OUTPUT: PassChunk[] = [
  own('index.js', ['/src/main.tsx', '/src/firstScreen/boot.ts'], ['preload.js'], true),
  common('preload.js', ['\0vite/preload-helper']),
  own('start.js', ['/src/firstScreen/start.tsx', '/src/App.tsx'], ['react.js', 'preload.js']),
  common('react.js', ['/node_modules/react/index.js', '/node_modules/react-dom/index.js']),
  own('Layout.js', ['/src/layout/Layout.tsx'], ['react.js', 'Drawer.js', 'Tooltip.js']),
  common('Drawer.js', ['/node_modules/@mui/material/Drawer.js']),
  common('Tooltip.js', ['/node_modules/@mui/material/Tooltip.js'], ['react.js']),
  own('ResourceList.js', ['/src/schema/ResourceList.tsx'], ['react.js', 'Tooltip.js', 'Checkbox.js']),
  common('Checkbox.js', ['/node_modules/@mui/material/Checkbox.js']),
  own('Calendar.js', ['/src/demo/Calendar.tsx', '/node_modules/@fullcalendar/core.js'], ['react.js', 'Checkbox.js']),
  { type: 'asset', fileName: 'index.css' },
];

describe('first-screen chunks (vite.config.ts)', () => {
  const owner = firstScreenOwners(OUTPUT, ROOTS);

  it("puts what the app's start loads in `app`, minus what the entry loads", () => {
    expect(owner.get('/src/firstScreen/start.tsx')).toBe('app');
    expect(owner.get('/node_modules/react-dom/index.js')).toBe('app');
    expect(owner.has('/src/main.tsx')).toBe(false);
    expect(owner.has('\0vite/preload-helper')).toBe(false);
  });

  it('puts what the shell adds in `shell`, and what the list adds after that in `list`', () => {
    expect(owner.get('/src/layout/Layout.tsx')).toBe('shell');
    expect(owner.get('/node_modules/@mui/material/Drawer.js')).toBe('shell');
    // shared by the shell and the list: the shell has it first
    expect(owner.get('/node_modules/@mui/material/Tooltip.js')).toBe('shell');
    expect(owner.get('/src/schema/ResourceList.tsx')).toBe('list');
    // shared by the list and a lazy screen: with the list (the lazy screen then loads that file)
    expect(owner.get('/node_modules/@mui/material/Checkbox.js')).toBe('list');
  });

  it('leaves the modules only other screens load to the bundler', () => {
    expect(owner.has('/src/demo/Calendar.tsx')).toBe(false);
    expect(owner.has('/node_modules/@fullcalendar/core.js')).toBe(false);
  });

  it('fails the build when a root is no longer a chunk of its own (renamed, or imported statically)', () => {
    expect(() => firstScreenOwners(OUTPUT, [...ROOTS, { name: 'x', from: '/src/gone.tsx' }])).toThrow(/no chunk for \/src\/gone\.tsx/);
  });
});

describe('first-screen chunks with a screen loaded on its own (the login screen)', () => {
  // the login screen is a lazy chunk: it shares a field with the list's lazy part, a button with the shell
  const OUT: PassChunk[] = [
    ...OUTPUT.filter((c) => c.fileName !== 'Layout.js' && c.fileName !== 'Calendar.js'),
    own('Layout.js', ['/src/layout/Layout.tsx'], ['react.js', 'Drawer.js', 'Tooltip.js', 'Button.js']),
    own('LoginPage.js', ['/src/pages/LoginPage.tsx'], ['react.js', 'TextField.js', 'Button.js']),
    common('TextField.js', ['/node_modules/@mui/material/TextField.js']),
    common('Button.js', ['/node_modules/@mui/material/Button.js']),
  ];
  const owner = firstScreenOwners(OUT, ROOTS, [{ name: 'login', from: '/src/pages/LoginPage.tsx' }]);

  it('puts what it shares with the shell or the list in `app` (it loads neither of their files)', () => {
    expect(owner.get('/node_modules/@mui/material/Button.js')).toBe('app');
  });

  it('puts the rest of what it loads in one group of its own', () => {
    expect(owner.get('/src/pages/LoginPage.tsx')).toBe('login');
    expect(owner.get('/node_modules/@mui/material/TextField.js')).toBe('login');
  });

  it('changes nothing for what only the shell or the list loads', () => {
    expect(owner.get('/node_modules/@mui/material/Drawer.js')).toBe('shell');
    expect(owner.get('/node_modules/@mui/material/Checkbox.js')).toBe('list');
  });
});

describe('the app start’s preloads (staticClosureOf)', () => {
  // the real build: the start's modules grouped in `app`, which imports the runtime and a module of the entry
  const BUILT: PassChunk[] = [
    own('index.js', ['/src/main.tsx', '/src/firstScreen/boot.ts'], ['preload.js'], true),
    common('preload.js', ['/vite/preload-helper']),
    common('app.js', ['/node_modules/react-dom/index.js', '/src/firstScreen/start.tsx', '/src/App.tsx'], ['runtime.js', 'index.js']),
    common('runtime.js', ['/rolldown/runtime']),
    common('shell.js', ['/src/layout/Layout.tsx'], ['app.js']),
    { type: 'asset', fileName: 'index.html' },
  ];

  it('is the file holding the start and what it imports, without what the page already loads', () => {
    expect(staticClosureOf(BUILT, '/src/firstScreen/start.tsx', new Set(['index.js', 'preload.js']))).toEqual(['app.js', 'runtime.js']);
  });

  it('leaves out the screens the start loads lazily (the shell), and is empty when the module is not built', () => {
    expect(staticClosureOf(BUILT, '/src/firstScreen/start.tsx', new Set())).not.toContain('shell.js');
    expect(staticClosureOf(BUILT, '/src/missing.tsx', new Set())).toEqual([]);
  });
});
