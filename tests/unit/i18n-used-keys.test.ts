/**
 * Every catalogue key the app names in its code (`'app.…'`, `'ra.…'`, written whole) exists in all
 * four catalogues, and so do the words of MUI's own controls (src/layout/muiWords.ts: a pager's
 * labels, react-admin's `ra.navigation.*` among them): no label, aria-label included, falls back to
 * its key or to English in zh_CN, fr or ar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh_CN from '../../i18n/zh_CN';
import fr from '../../i18n/fr';
import ar from '../../i18n/ar';
import { MUI_WORD_KEYS } from '../../src/layout/muiWords';

const CATALOGUES: Record<string, unknown> = { zh_CN, en, fr, ar };
const ROOT = path.resolve(__dirname, '../..');

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Keys written whole in a string literal: `'app.error.network'`, `"ra.action.cancel"` (a key built from parts is not one). */
const KEY = /(?<![\w.$-])['"`]((?:app|ra)\.[a-z][\w]*(?:\.[\w]+)+)['"`]/g;

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const dir of ['src', 'kinds', 'resources'])
    for (const file of sources(path.join(ROOT, dir)))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(KEY)) if (!used.has(m[1])) used.set(m[1], path.relative(ROOT, file));
  return used;
}

describe('i18n: the keys the app uses', () => {
  const used = usedKeys();

  it('finds the keys the code names (the scan works)', () => {
    expect(used.size).toBeGreaterThan(200);
    expect(used.has('app.error.network')).toBe(true);
  });

  it.each(Object.keys(CATALOGUES))('%s has every key the code names', (locale) => {
    // a key naming a group (`app.menu.pages`, in a comment or as a prefix) is there when the group is
    const missing = [...used]
      .filter(([key]) => !['string', 'object'].includes(typeof lookup(CATALOGUES[locale], key)))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing, `${locale} lacks ${missing.length} key(s) the code uses`).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))("%s has the words of MUI's controls, the pager's screen-reader labels included", (locale) => {
    const missing = MUI_WORD_KEYS.filter((key) => typeof lookup(CATALOGUES[locale], key) !== 'string');
    expect(missing).toEqual([]);
    // never English outside the English catalogue
    if (locale !== 'en')
      for (const key of ['ra.navigation.next', 'ra.navigation.previous', 'app.shell.pagination'])
        expect(lookup(CATALOGUES[locale], key)).not.toBe(lookup(en, key));
  });
});
