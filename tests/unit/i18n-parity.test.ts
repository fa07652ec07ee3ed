/**
 * Key parity of the four assembled catalogues (react-admin's `ra.*`, `app.*`, `resources.*`).
 * Each check fails with the locale named and the list of offending keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh_CN from '../../i18n/zh_CN';
import fr from '../../i18n/fr';
import ar from '../../i18n/ar';
import { SERVER_MESSAGES, negotiateLocale, renderServerText, say } from '../../i18n/server';
import type { LocaleCode } from '../../i18n/types';

const CATALOGUES: Record<string, Record<string, unknown>> = { en, zh_CN, fr, ar };
const LOCALES = Object.keys(CATALOGUES);
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/**
 * Tokens written the same in every language of the app (technical abbreviations shown as is in
 * Chinese, French and Arabic back-offices). A value made only of these tokens (plus digits,
 * punctuation and placeholders) may equal the English one. Keep this list short: add a token
 * only when no language translates it.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'ID', // record identifier
  'SN', // serial number
  'SOC', // battery state of charge
  'SOH', // battery state of health
  'GSM', // cabinet modem signal
  'CNY', // the yuan's code (ISO 4217), where money's figures stand bare (app.schema.money_unit)
]);

/**
 * Whole values that are correctly spelled the same as in English in one language (cognates),
 * so equality there is not a missed translation.
 */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  fr: new Set([
    'Email', // ra.auth.email — ra-language-french's own wording (not ours to change)
    'Page %{page}', // ra.navigation.current_page — ra-language-french's own wording
    'Longitude', // the French words are the English ones
    'Latitude',
    'Minutes', // a date field's part (app.schema.date_minutes)
    'MM', // a date field's placeholders (month, hours), as MUI's French pickers write them
    'hh',
    'Transitions', // the designer's workflow and layout (app.designer.workflow, app.designer.layout): the same words in French
    'Transition %{name}',
    'Sections',
    'Section %{name}',
  ]),
};

/**
 * Keys where a locale may leave out (never add) an English placeholder. ra-language-french
 * (installed, not ours) writes these without the resource name, e.g. 'Aucun résultat'.
 */
const MAY_DROP_PLACEHOLDERS: Record<string, ReadonlySet<string>> = {
  fr: new Set(['ra.message.delete_content', 'ra.navigation.no_filtered_results', 'ra.navigation.no_results']),
};

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const FLAT: Record<string, Flat> = Object.fromEntries(LOCALES.map((l) => [l, flatten(CATALOGUES[l])]));
const ALL_KEYS = [...new Set(LOCALES.flatMap((l) => [...FLAT[l].keys()]))].sort();

const PLURAL = /\s*\|\|\|\|\s*/;
const placeholders = (s: string): Set<string> => new Set([...s.matchAll(/%\{([^}]*)\}/g)].map((m) => m[1]));
const forms = (s: string): string[] => s.split(PLURAL);
const words = (s: string): string[] => s.replace(/%\{[^}]*\}/g, ' ').match(/\p{L}+/gu) ?? [];
const fmt = (set: Iterable<string>) => `{${[...set].sort().join(', ')}}`;

/** Why `value` (translation) has the wrong placeholders for `english`, or undefined if fine. */
function placeholderProblem(english: string, value: string, mayDrop = false): string | undefined {
  const got = placeholders(value);
  const enForms = forms(english);
  if (enForms.length === 1 || mayDrop) {
    const want = placeholders(english);
    const extra = [...got].filter((p) => !want.has(p));
    const missing = mayDrop ? [] : [...want].filter((p) => !got.has(p));
    return extra.length === 0 && missing.length === 0 ? undefined : `has ${fmt(got)}, English has ${fmt(want)}`;
  }
  // Plural forms may differ (English's singular drops %{smart_count}; Arabic's "one" and "two"
  // forms do too): every placeholder must come from English, and those English uses in all its
  // forms or in its last (general plural) form must be there.
  const union = placeholders(english);
  const perForm = enForms.map(placeholders);
  const needed = new Set([...union].filter((p) => perForm.every((f) => f.has(p)) || perForm.at(-1)!.has(p)));
  const extra = [...got].filter((p) => !union.has(p));
  const missing = [...needed].filter((p) => !got.has(p));
  if (extra.length === 0 && missing.length === 0) return undefined;
  return `has ${fmt(got)}, needs ${fmt(needed)} and at most ${fmt(union)}`;
}

describe('i18n catalogues: key parity', () => {
  it('assembles react-admin, app and resource messages in every locale', () => {
    for (const l of LOCALES) expect(Object.keys(CATALOGUES[l]).sort(), l).toEqual(['app', 'ra', 'resources']);
    // ra-language-english has 164 messages; every catalogue carries them all (checked below).
    expect([...FLAT.en.keys()].filter((k) => k.startsWith('ra.')).length).toBeGreaterThanOrEqual(164);
  });

  it.each(LOCALES)('%s has every key that another catalogue has', (locale) => {
    const missing = ALL_KEYS.filter((k) => !FLAT[locale].has(k)).map((k) => `${locale}: ${k} (present in ${LOCALES.filter((o) => FLAT[o].has(k)).join(', ')})`);
    expect(missing, `${locale} is missing ${missing.length} key(s)`).toEqual([]);
  });

  it.each(LOCALES)('%s: every value is a non-empty string', (locale) => {
    const bad = [...FLAT[locale]]
      .filter(([k, v]) => {
        if (typeof v !== 'string' || v.length === 0) return true;
        // A blank value is only right where English is blank too (ra.boolean.null is ' ').
        const english = FLAT.en.get(k);
        return v.trim() === '' && !(typeof english === 'string' && english.trim() === '');
      })
      .map(([k, v]) => `${locale}: ${k} = ${JSON.stringify(v)}`);
    expect(bad, `${locale} has ${bad.length} empty or non-string value(s)`).toEqual([]);
  });
});

describe.each(TRANSLATED)('i18n catalogue %s against English', (locale) => {
  const shared = [...FLAT[locale]].filter((e): e is [string, string] => typeof e[1] === 'string' && typeof FLAT.en.get(e[0]) === 'string');

  it('keeps the placeholders (%{...}) of the English text', () => {
    const mayDrop = MAY_DROP_PLACEHOLDERS[locale] ?? new Set<string>();
    const bad = shared.flatMap(([k, v]) => {
      const problem = placeholderProblem(FLAT.en.get(k) as string, v, mayDrop.has(k));
      return problem ? [`${locale}: ${k} ${problem}`] : [];
    });
    expect(bad, `${locale} has ${bad.length} value(s) with wrong placeholders`).toEqual([]);
  });

  it('translates every text (no copy of the English value)', () => {
    const allowed = SAME_AS_ENGLISH[locale] ?? new Set<string>();
    const bad = shared
      .filter(([k, v]) => {
        if (v !== FLAT.en.get(k)) return false;
        const w = words(v);
        if (w.length === 0) return false; // placeholders, digits or punctuation only: '%{name}', ' '
        if (w.every((t) => SAME_IN_EVERY_LANGUAGE.has(t))) return false;
        return !allowed.has(v);
      })
      .map(([k, v]) => `${locale}: ${k} = ${JSON.stringify(v)}`);
    expect(bad, `${locale} has ${bad.length} value(s) identical to English`).toEqual([]);
  });

  if (locale === 'ar')
    it('gives Arabic plurals all six forms (zero, one, two, few, many, other) or just one', () => {
      // polyglot's Arabic rule picks form 0 for 0, 1 for 1, 2 for 2, 3 for 3–10, 4 for 11–99 and 5
      // otherwise, and falls back to form 0: 'متجر |||| متاجر' would read plural for one record and
      // singular for two. react-admin asks for smart_count 1 (singular) and 2 (titles, menus).
      const bad = shared
        .filter(([, v]) => PLURAL.test(v) && forms(v).length !== 6)
        .map(([k, v]) => `ar: ${k} has ${forms(v).length} forms: ${JSON.stringify(v)}`);
      expect(bad, `ar has ${bad.length} value(s) with a wrong number of plural forms`).toEqual([]);
    });
});

describe('i18n: texts fixed by the specification (zh_CN)', () => {
  it('uses the error catalogue wording', () => {
    expect(FLAT.zh_CN.get('app.error.server')).toBe('服务器错误：%{msg} code=%{code}');
    expect(FLAT.zh_CN.get('app.auth.expired')).toBe('登录已失效');
  });
});

/**
 * The server's messages (i18n/<locale>/server.ts, rendered by server/messages.ts in the
 * request's language): the same keys in the four languages, each translated, with the English
 * placeholders; and every text the server sends to users comes from that catalogue.
 */
describe('i18n: server messages', () => {
  const SERVER_DIR = path.resolve(__dirname, '../../server');
  const sources = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? (e.name === 'seed' ? [] : sources(path.join(dir, e.name))) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
  const FILES = sources(SERVER_DIR).map((file) => ({ file: path.relative(SERVER_DIR, file), text: fs.readFileSync(file, 'utf8') }));
  const english = SERVER_MESSAGES.en;
  const KEYS = Object.keys(english).sort();

  it.each(TRANSLATED)('%s has every server message and no other', (locale) => {
    const keys = Object.keys(SERVER_MESSAGES[locale as LocaleCode]).sort();
    expect(keys.filter((k) => !KEYS.includes(k)).map((k) => `${locale}: extra ${k}`)).toEqual([]);
    expect(KEYS.filter((k) => !keys.includes(k)).map((k) => `${locale}: missing ${k}`)).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates every server message, keeping its placeholders', (locale) => {
    const bad = Object.entries(SERVER_MESSAGES[locale as LocaleCode]).flatMap(([key, value]) => {
      const en = english[key as keyof typeof english];
      if (typeof value !== 'string' || value.trim() === '') return [`${locale}: ${key} is empty`];
      // a message of no words (values and punctuation only: `%{resource}`: %{problem}) reads the same in every language
      const words = value.replace(/%\{\w+\}|`[^`]*`/g, '').replace(/[\s\p{P}]/gu, '');
      if (value === en && words !== '') return [`${locale}: ${key} = ${JSON.stringify(value)} is the English text`];
      const problem = placeholderProblem(en, value);
      return problem ? [`${locale}: ${key} ${problem}`] : [];
    });
    expect(bad, `${locale} has ${bad.length} untranslated or wrong server message(s)`).toEqual([]);
  });

  it('the server sends no literal text to users: every message goes through say(key)', () => {
    // Texts a contract fixes word for word (CONTRACT §2.1 `ok`; spec §5 and §8 for the demo auth
    // routes), which the app translates by their text.
    const FIXED = new Set(['ok', 'Something went wrong']);
    const bad = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(message|msg|error)\s*:\s*\[?\s*(['"`])((?:(?!\2).)*)\2/g)]
        // app.validation.* are keys of the app's catalogue (the 422 field errors), translated by the app
        .filter((m) => !FIXED.has(m[3]) && !/^app\.validation\.\w+$/.test(m[3]))
        .map((m) => `server/${file}: ${m[0]}`),
    );
    expect(bad).toEqual([]);
  });

  it('every server message is used by the server', () => {
    // the registry's words (resources/registry-words.ts) are said where the registry checks a declaration: its own
    // checks and their hint, those of connected records, computed fields; the kinds say theirs
    const registry = ['registry.ts', 'schema-error.ts', 'declaration-checks.ts', 'computed.ts'].map((f) =>
      fs.readFileSync(path.resolve(__dirname, '../../resources', f), 'utf8'),
    );
    // a list query's refusals of a value its kind cannot read (kinds/<family>.ts `fromQuery`), an import's of a cell (`<family>.import.ts`)
    const kinds = path.resolve(__dirname, '../../kinds');
    registry.push(
      ...fs
        .readdirSync(kinds)
        .filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))
        .map((f) => fs.readFileSync(path.join(kinds, f), 'utf8')),
    );
    const all = [...FILES.map((f) => f.text), ...registry].join('\n');
    expect(KEYS.filter((k) => !all.includes(`'${k}'`))).toEqual([]);
  });

  it('renders placeholders and picks the language of Accept-Language', () => {
    expect(renderServerText(say('list.size', { max: 1000 }), 'zh_CN')).toBe('`size` 必须是 1 到 1000 之间的整数');
    expect(renderServerText(say('list.size', { max: 1000 }), 'ar')).toBe('يجب أن يكون `size` عددًا صحيحًا من 1 إلى 1000');
    expect(negotiateLocale(undefined)).toBe('zh_CN');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('en;q=0.1, ar')).toBe('ar');
    expect(negotiateLocale('zh_CN')).toBe('zh_CN');
    expect(negotiateLocale('de;q=1, *;q=0.5')).toBe('zh_CN');
    expect(negotiateLocale('ar;q=0, en')).toBe('en');
  });
});
