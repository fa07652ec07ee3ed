/**
 * Query-string reading for the mock apps, independent of express's `query parser` setting.
 *
 * Bracket notation (`options[sortBy][0]=total`, `calendars[]=Business`) builds nested
 * null-prototype objects; a repeated key becomes `{0: first, 1: second}`. `__proto__`,
 * `constructor` and `prototype` are refused as keys, so no query value can reach a prototype.
 * Readers take `unknown`, because the same values may come from a JSON string (`options={...}`).
 */
import { say } from '../messages';
import { badRequest, isObject, own, type JsonObject } from './plumbing';

export type QueryValue = string | QueryTree;
export interface QueryTree {
  [key: string]: QueryValue;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PARAMS = 200;
const MAX_DEPTH = 5;

const tree = (): QueryTree => Object.create(null) as QueryTree;

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const segments = match ? [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (m) => m[1])] : [key];
  if (segments.length > MAX_DEPTH) throw badRequest(say('query.too_deep', { name: key }));
  for (const segment of segments) {
    if (FORBIDDEN_KEYS.has(segment)) throw badRequest(say('query.name_not_allowed', { name: key }));
  }
  return segments;
}

const nextIndex = (node: QueryTree): string => String(Object.keys(node).length);

function insert(root: QueryTree, path: readonly string[], value: string, rawKey: string): void {
  let node = root;
  path.forEach((segment, i) => {
    const key = segment === '' ? nextIndex(node) : segment;
    const existing = node[key];
    if (i === path.length - 1) {
      if (existing === undefined) node[key] = value;
      else if (typeof existing === 'string') {
        const list = tree();
        list['0'] = existing;
        list['1'] = value;
        node[key] = list;
      } else existing[nextIndex(existing)] = value;
      return;
    }
    if (existing === undefined) {
      const child = tree();
      node[key] = child;
      node = child;
    } else if (typeof existing === 'string') {
      throw badRequest(say('query.clash', { name: rawKey }));
    } else node = existing;
  });
}

/** Parses the query string of `url` (e.g. `req.originalUrl`). */
export function parseQuery(url: string): QueryTree {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const root = tree();
  let count = 0;
  for (const [key, value] of params) {
    count += 1;
    if (count > MAX_PARAMS) throw badRequest(say('query.too_many'));
    insert(root, splitKey(key), value, key);
  }
  return root;
}

// ---- readers -----------------------------------------------------------------------------------

/** A single text value; numbers and booleans (from JSON) are taken as their text. */
export function readText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest(say('query.single', { name }));
}

/** A text value that must be one of `choices`; '' counts as absent. */
export function readChoice<T extends string>(value: unknown, name: string, choices: readonly T[]): T | undefined {
  const text = readText(value, name);
  if (text === undefined || text === '') return undefined;
  const found = choices.find((c) => c === text);
  if (found === undefined) throw badRequest(say('query.one_of', { name, choices: choices.join(', ') }));
  return found;
}

/**
 * A list: a JSON array, a bracket list (`a[0]=x&a[1]=y`, `a[]=x`), repeated keys, or one value.
 * Items stay `unknown`; the caller narrows them.
 */
export function readList(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (!keys.every((k) => /^\d{1,4}$/.test(k))) throw badRequest(say('query.list', { name }));
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => own(value, k));
  }
  return [value];
}

/** An integer given as a JSON number or as decimal text. */
export function readInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  throw badRequest(say('query.integer', { name }));
}

/** `true`/`false` as JSON booleans or text. */
export function readBool(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(say('query.boolean', { name }));
}

/** An object given in bracket notation or as a JSON string. */
export function readObject(value: unknown, name: string): JsonObject | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isObject(value)) return value;
  if (typeof value === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(say('query.json', { name }));
    }
    if (isObject(parsed)) return parsed;
  }
  throw badRequest(say('query.object', { name }));
}
