/**
 * Deterministic demo-data helpers. A field's `gen` is a pure function of a seeded generator and
 * the record being built, so the same schema always yields the same database.
 */

import type { Registry } from './registry';
import type { ResourceDef } from './define';

export interface GenContext {
  /** 0-based index of the record being generated. */
  readonly index: number;
  /** The fields generated so far for this record (declaration order). */
  readonly record: Readonly<Record<string, unknown>>;
  /** Records of collections generated earlier (dependency order). */
  readonly db: Readonly<Record<string, readonly Record<string, unknown>[]>>;
}

export type DemoGen = (g: Gen, ctx: GenContext) => unknown;

/**
 * The demo data's "now" (ms since the epoch): `pinned` (an ISO 8601 date-time: the `DEMO_NOW`
 * environment variable) when given, else `now`. Throws on a value that is not a date-time rather
 * than generating data around an invalid date.
 */
export function demoNowOf(pinned: string | undefined, now: number): number {
  if (pinned === undefined || pinned.trim() === '') return now;
  const at = Date.parse(pinned);
  if (!Number.isFinite(at)) throw new Error(`DEMO_NOW=${pinned}: not a date-time (ISO 8601, e.g. 2026-11-01T08:00:00Z)`);
  return at;
}

/** `DEMO_NOW` of the environment (a server process; none in a browser). */
const pinnedNow = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.DEMO_NOW;

/**
 * The "now" of the demo data: the moment it is generated (when this module loads: the seeding
 * process's start), so the data runs up to that day and "yesterday" has swaps, rentals, refunds
 * and alarms. Only the dates depend on it: the same schemas give the same records, numbers and
 * names whatever the day (every draw is the seeded generator's; a date is an age subtracted from
 * this). `DEMO_NOW=2026-11-01T08:00:00Z` in the environment pins it (a reproducible database).
 * Generators never place a past event after it (their `later()` helpers clamp to it).
 */
export const DEMO_NOW = demoNowOf(pinnedNow, Date.now());

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '平',
  '刚',
  '晓东',
  '子涵',
  '雨轩',
  '浩然',
];
const CITIES: readonly { name: string; lng: number; lat: number; code: string }[] = [
  { name: '西安', lng: 108.94, lat: 34.34, code: '610100' },
  { name: '郑州', lng: 113.62, lat: 34.75, code: '410100' },
  { name: '成都', lng: 104.07, lat: 30.57, code: '510100' },
  { name: '杭州', lng: 120.16, lat: 30.27, code: '330100' },
  { name: '南京', lng: 118.8, lat: 32.06, code: '320100' },
  { name: '武汉', lng: 114.31, lat: 30.59, code: '420100' },
];
const STREETS = ['长安路', '建设路', '人民路', '解放路', '中山路', '科技路', '高新路', '文化路', '和平路', '东风路'];

/** mulberry32: small, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Gen {
  private readonly next: () => number;
  constructor(seed: number | string) {
    this.next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  }
  /** A float in [0, 1). */
  random(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  float(min: number, max: number, digits = 2): number {
    const v = min + this.next() * (max - min);
    return Number(v.toFixed(digits));
  }
  bool(probabilityTrue = 0.5): boolean {
    return this.next() < probabilityTrue;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Picks by weight: `weighted({open: 5, closed: 1})`. */
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [k, w] of entries) {
      r -= w;
      if (r < 0) return k;
    }
    return entries[entries.length - 1][0];
  }
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const n = Math.min(items.length, this.int(min, max));
    const pool = [...items];
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }
  /** `#` = digit, `A` = capital letter, anything else kept: `pattern('BAT-####')`. */
  pattern(p: string): string {
    let out = '';
    for (const ch of p) {
      if (ch === '#') out += String(this.int(0, 9));
      else if (ch === 'A') out += String.fromCharCode(65 + this.int(0, 25));
      else out += ch;
    }
    return out;
  }
  personName(): string {
    return this.pick(SURNAMES) + this.pick(GIVEN);
  }
  phone(): string {
    return this.pick(['13', '15', '17', '18', '19']) + this.pattern('#########');
  }
  city(): { name: string; lng: number; lat: number; code: string } {
    return this.pick(CITIES);
  }
  address(city = this.city().name): string {
    return `${city}市${this.pick(STREETS)}${this.int(1, 999)}号`;
  }
  /** A point near a city centre. */
  geoNear(lng: number, lat: number, spread = 0.15): { lng: number; lat: number } {
    return { lng: this.float(lng - spread, lng + spread, 5), lat: this.float(lat - spread, lat + spread, 5) };
  }
  /** ISO date-time within `daysBack` days before the demo "now". */
  recent(daysBack = 90): string {
    return new Date(DEMO_NOW - Math.floor(this.next() * daysBack * 86400000)).toISOString();
  }
  /** ISO date (yyyy-mm-dd) within `days` days after (positive) or before (negative) the demo "now". */
  dayOffset(days: number): string {
    return new Date(DEMO_NOW + Math.floor(days) * 86400000).toISOString().slice(0, 10);
  }
  /** One id from a collection generated earlier. */
  refId(ctx: GenContext, collection: string): string | undefined {
    const rows = ctx.db[collection];
    if (!rows || rows.length === 0) return undefined;
    return String(this.pick(rows).id);
  }
  /** A record from a collection generated earlier. */
  refRecord(ctx: GenContext, collection: string): Record<string, unknown> | undefined {
    const rows = ctx.db[collection];
    if (!rows || rows.length === 0) return undefined;
    return this.pick(rows);
  }
}

export const DEMO_CITIES = CITIES;

/**
 * A resource's demo data, beside its schema in `<name>.demo.ts` (the schema file is data only):
 * how many records, fixed ones placed first, and the generator of each field that wants one
 * (the others get their kind's default, kinds/demo.ts). A resource without one has no demo records.
 */
export interface DemoDef {
  /** The resource it is for. */
  readonly resource: string;
  /** Records generated (after `rows`, if given): a number, or one worked out from the collections generated before (a refund per order that has one). */
  readonly count: number | ((db: GenContext['db']) => number);
  /** Fixed records placed first (the demo accounts); fields they omit are generated. The registry: what the schemas declare (the privilege tree). */
  readonly rows?: (g: Gen, registry: Registry) => readonly Record<string, unknown>[];
  /** Field → its generator. */
  readonly fields?: Readonly<Record<string, DemoGen>>;
  /**
   * The records made from the whole generated database, once every collection is (a ledger from
   * the orders and refunds that moved the accounts): they replace the generated ones, and it may
   * bring the records they sum up into line (the accounts' numbers). Deterministic, as generators are.
   */
  readonly derive?: (db: Record<string, Record<string, unknown>[]>) => Record<string, unknown>[];
}

/**
 * The field names a schema declares: its own keys, without the index signature of the general
 * shape `defineResource` also gives it (with that, any name would do).
 */
type DeclaredField<S extends ResourceDef> = keyof { [K in keyof S['fields'] as string extends K ? never : K]: unknown };

/** Declares a resource's demo data; `fields` may name only fields the schema declares (a misspelt one does not compile). */
export function defineDemo<S extends ResourceDef>(
  schema: S,
  demo: {
    readonly count: DemoDef['count'];
    readonly rows?: DemoDef['rows'];
    readonly fields?: { readonly [K in DeclaredField<S>]?: DemoGen };
    readonly derive?: DemoDef['derive'];
  },
): DemoDef {
  return { resource: schema.name, ...demo } as DemoDef;
}
