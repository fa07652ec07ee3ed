/**
 * The engine (the schema format, the kinds and the generated screens) is generic: it knows no page
 * of this app. A page it needs (the not-authorized screen, the screen error boundary) is handed to
 * it (src/schema/RequireAccess.tsx `EngineScreensProvider`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const ENGINE = ['src/schema', 'kinds', 'resources'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the engine', () => {
  it("imports nothing from the app's pages", () => {
    const offending = ENGINE.flatMap((d) => sources(path.join(ROOT, d))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
        .map((m) => m[1] ?? m[2])
        .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(ROOT, 'src/pages')))
        .map((spec) => `${path.relative(ROOT, file)} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
