/**
 * The demo's texts read as staff would write them: no value is a word glued to its field's name and
 * a number ("标准amendReason68"), the text kinds' defaults are whole sentences, and they draw as many
 * random numbers as before, so every value generated after them (ids, names, counts) stays the same.
 */
import { describe, expect, it } from 'vitest';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { generateResourceData } from '../../server/seed';
import { Gen, type GenContext } from '../../resources/demo-gen';
import { f } from '../../resources/define';
import { TEXT_DEMO } from '../../kinds/text.demo';

const ctx = { index: 0, record: {}, db: {} } as unknown as GenContext;

describe('demo texts', () => {
  it('holds no field-name placeholder in any generated value', async () => {
    const registry = await loadRegistry();
    const db = generateResourceData(registry, await loadDemos(), 4);
    const placeholders: string[] = [];
    for (const [collection, rows] of Object.entries(db))
      for (const row of rows)
        for (const [name, value] of Object.entries(row))
          if (typeof value === 'string' && name.length > 2 && value.includes(name) && /[\u4e00-\u9fff]/.test(value))
            placeholders.push(`${collection}.${name} = ${value}`);
    expect(placeholders.slice(0, 10)).toEqual([]);
  });

  it('gives a text field without a generator a sentence, not its name', () => {
    for (const seed of ['a', 'b', 'c']) {
      const text = TEXT_DEMO.text.demo(new Gen(seed), f.text({ maxLength: 200 }), ctx, 'amendReason');
      expect(text).not.toContain('amendReason');
      expect(text).toMatch(/。$/);
      expect(TEXT_DEMO.longText.demo(new Gen(seed), f.longText({}))).toMatch(/^[^a-zA-Z]+。$/);
    }
  });

  it('draws as many numbers as before (one pick and one number for a text, two picks for a long text)', () => {
    const before = new Gen('same');
    before.pick(Array.from({ length: 10 }));
    before.int(1, 99);
    const now = new Gen('same');
    TEXT_DEMO.text.demo(now, f.text({}), ctx, 'remark');
    expect(now.random()).toBe(before.random());
    const before2 = new Gen('same2');
    before2.pick([1]);
    before2.pick([1]);
    const now2 = new Gen('same2');
    TEXT_DEMO.longText.demo(now2, f.longText({}));
    expect(now2.random()).toBe(before2.random());
  });
});
