/**
 * The one text check both engines share (resources/text.ts), as the validator, the password rules
 * and the server's edges read it: what is refused, what is kept, and that a value's nested strings
 * and keys are reached.
 */
import { describe, expect, it } from 'vitest';
import { f } from '../../resources/define';
import { passwordProblem } from '../../resources/password-rules';
import { holdsUnstorableText, isStorableText, storableText, TEXT_ERROR, unstorableKeys } from '../../resources/text';
import { checkValue } from '../../resources/validate';
import { CONTROL_CHARACTER_PATTERN } from '../../kinds/text';

const code = (c: number) => String.fromCharCode(c);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('isStorableText', () => {
  it('keeps tab, CR, LF, spaces, every script, and whole surrogate pairs (emoji, 𝕏, a family joined by ZWJ)', () => {
    for (const text of [
      '',
      'plain',
      'tab\there',
      'cr\rlf\n',
      '\r\n\t',
      '长安1号店',
      'كلمة',
      'é',
      '💥',
      '𝕏',
      '👩‍👩‍👧',
      'a\u200bb',
      '\u202etxet',
      '\uFFFD',
      '\uFEFF',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL and every other C0 control', () => {
    for (const c of range(0x00, 0x1f).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)) {
      expect(isStorableText(code(c)), `U+${c.toString(16)}`).toBe(false);
      expect(isStorableText(`before${code(c)}after`), `U+${c.toString(16)} inside`).toBe(false);
    }
  });

  // Refused by decision, not because an engine fails on them: the contract refuses "control
  // characters", which in Unicode (category Cc) are C0, DEL and C1; no back-office field holds
  // one on purpose, and DEL and C1 mostly come from text decoded in the wrong charset.
  it('refuses DEL and the C1 controls (U+0080–U+009F)', () => {
    for (const c of [0x7f, ...range(0x80, 0x9f)]) expect(isStorableText(`x${code(c)}y`), `U+${c.toString(16)}`).toBe(false);
    // the characters next to them are fine
    for (const c of [0x7e, 0xa0, 0xa9]) expect(isStorableText(code(c)), `U+${c.toString(16)}`).toBe(true);
  });

  it('refuses a lone surrogate, high or low, anywhere, and a pair in the wrong order', () => {
    for (const text of ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD800', '\uD800b', 'a\uDC00b', '💥\uD83D', '\uDCA5💥', '\uDC00\uD800'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('holdsUnstorableText and unstorableKeys', () => {
  it('reach every string of a JSON value: nested in objects and arrays, and the keys', () => {
    expect(holdsUnstorableText({ a: [1, { b: ['ok', 'bad\u0000'] }] })).toBe(true);
    expect(holdsUnstorableText({ a: { ['key\u0007']: 1 } })).toBe(true);
    expect(holdsUnstorableText([[['\uD800']]])).toBe(true);
    expect(holdsUnstorableText({ a: [1, true, null, { b: 'tab\t💥' }], 'ключ 𝕏': 'ok' })).toBe(false);
    for (const plain of [undefined, null, 0, true, 'fine']) expect(holdsUnstorableText(plain)).toBe(false);
  });

  it('walk a value nested far deeper than a call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });

  it('name each key whose name or value holds such text', () => {
    expect(unstorableKeys({ ok: 'fine', bad: 'a\u0000', nested: { x: ['\uDC00'] }, ['k\u001f']: 1, pair: '𝕏' })).toEqual(['bad', 'nested', 'k\u001f']);
  });
});

describe('storableText (what a log keeps)', () => {
  it('replaces each refused character with U+FFFD and keeps the rest, pairs included', () => {
    expect(storableText('a\u0000b\tc\u0085d\uD800e💥')).toBe('a\uFFFDb\tc\uFFFDd\uFFFDe💥');
    // a cut through a pair leaves a lone half
    expect(storableText('ab💥'.slice(0, 3))).toBe('ab\uFFFD');
  });
});

describe('the validator and the password rules use it', () => {
  it('checkValue refuses such text in any field kind, nested values of a json field included, before the kind’s own check', () => {
    expect(checkValue(f.text(), 'a\u0000')).toBe(TEXT_ERROR);
    expect(checkValue(f.longText(), 'line\nnext\u0007')).toBe(TEXT_ERROR);
    expect(checkValue(f.email(), 'a\uD800@b.co')).toBe(TEXT_ERROR);
    expect(checkValue(f.json(), { settings: [{ name: 'x\u0000' }] })).toBe(TEXT_ERROR);
    expect(checkValue(f.json(), { ['k\u0000']: 1 })).toBe(TEXT_ERROR);
    expect(checkValue(f.number(), '\u0000')).toBe(TEXT_ERROR);
    expect(checkValue(f.text(), 'tab\there\r\n𝕏 💥')).toBeUndefined();
    expect(checkValue(f.json(), { settings: [{ name: '𝕏' }] })).toBeUndefined();
  });

  it('a new password holding such text is refused with the same key', () => {
    expect(passwordProblem('long enough \u0000')?.key).toBe(TEXT_ERROR);
    expect(passwordProblem('long enough 𝕏 💥')).toBeUndefined();
  });
});

describe('openapi.json says the same (kinds/text.ts CONTROL_CHARACTER_PATTERN)', () => {
  it('its pattern matches exactly the characters below U+0100 the check refuses', () => {
    const pattern = new RegExp(CONTROL_CHARACTER_PATTERN, 'u');
    const disagree: string[] = [];
    for (let code = 0; code < 0x100; code++) {
      const ch = String.fromCharCode(code);
      if (pattern.test(ch) === isStorableText(ch)) disagree.push(code.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});
