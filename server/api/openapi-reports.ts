/**
 * The figures the dashboards read in `openapi.json`: the summary and the riders' report
 * (server/api/reports.ts, reports-riders.ts), a store's day (store-day.ts) and the operations map
 * (server/api/map.ts), each answer's shape as those modules build it.
 */
import { CABINET_FIELDS, MAP_CODE, MAP_PATH, STORE_FIELDS } from './map';
import { MAX_RANGE_DAYS, REPORT_CODE, REVENUE_KINDS, SOH_BUCKETS, TOP_STORES } from './reports';
import { ACTIVITY_DAYS, EXPIRING_DAYS, MAX_LINK_IDS } from './reports-riders';
import { STORE_DAY_PATH } from './store-day';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import { COMMON_ERRORS, envelope, errorResponse, json, ref, type DocumentPart, type Schema } from './openapi-parts';

const tags = ['dashboard'];
const int = { type: 'integer', minimum: 0 };
/** An amount of money: two decimals at most (the server computes in cents). */
const amount = { type: 'number', 'x-decimal-places': 2 };
const day = { type: 'string', format: 'date' };
const time = { type: 'string', format: 'date-time' };
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  required,
  additionalProperties: false,
  properties,
});
const list = (item: Schema): Schema => ({ type: 'array', items: item });
const kinds = Object.keys(REVENUE_KINDS);

/** What every report answer starts with: its range and when it was computed. */
const RANGE_ECHO = {
  from: day,
  to: day,
  utcOffset: { type: 'integer', minimum: -720, maximum: 840 },
  generatedAt: time,
  dataUntil: { ...nullable(time), description: 'The newest time among the records counted: where the data ends' },
};

const SUMMARY: Schema = object({
  ...RANGE_ECHO,
  totals: object({ swaps: int, swapsSuccess: int, rentals: int, revenue: amount, paidOrders: int }),
  swapsPerDay: list(object({ date: day, total: int, success: int })),
  rentalsPerDay: list(object({ date: day, total: int })),
  revenueByKind: list(object({ kind: { type: 'string', enum: kinds }, amount, count: int, resource: { type: 'string' }, states: list({ type: 'string' }) })),
  revenuePerDay: list(object({ date: day, ...Object.fromEntries(kinds.map((k) => [k, amount])) })),
  sohBuckets: { ...list(object({ min: int, max: int, count: int })), minItems: SOH_BUCKETS.length, maxItems: SOH_BUCKETS.length },
  sohUnknown: int,
  cabinetHealth: object({ online: int, offline: int, fault: int, total: int, onlineRate: { type: 'number', minimum: 0, maximum: 1 } }),
  openWarnings: list(object({ level: { type: 'string' }, count: int })),
  topStores: object({
    bySwaps: { ...list(object({ storeId: { type: 'string' }, sn: { type: 'string' }, name: { type: 'string' }, swaps: int })), maxItems: TOP_STORES },
    byRevenue: { ...list(object({ storeId: { type: 'string' }, sn: { type: 'string' }, name: { type: 'string' }, revenue: amount })), maxItems: TOP_STORES },
  }),
});

const RIDER_GROUP = object({
  count: int,
  ids: { ...nullable({ ...list({ type: 'string' }), maxItems: MAX_LINK_IDS }), description: `null above ${MAX_LINK_IDS}` },
});
const RIDERS: Schema = object({
  ...RANGE_ECHO,
  newRiders: object({ total: int, perDay: list(object({ date: day, total: int })) }),
  activity: object({ days: { type: 'integer', const: ACTIVITY_DAYS }, since: time, active: RIDER_GROUP, churned: RIDER_GROUP, never: int, total: int }),
  expiringCards: object({ days: { type: 'integer', const: EXPIRING_DAYS }, from: day, to: day, count: int, states: list({ type: 'string' }) }),
  complaints: object({
    total: int,
    byType: list(object({ type: { type: 'string' }, count: int })),
    byStatus: list(object({ status: { type: 'string' }, count: int })),
  }),
  realNameQueue: object({ pending: int, oldest: nullable(object({ id: { type: 'string' }, createdAt: time })) }),
});

/** A figure of the store's day: its count, and the list that holds the records counted (store-day.ts). */
const LIST_FILTER: Schema = {
  type: 'object',
  description: 'The list’s react-admin filter (`?filter=` JSON): a one-of filter is an array, a date-time range `{gte, lte}`',
  additionalProperties: {
    oneOf: [{ type: 'string' }, list({ type: 'string' }), object({ gte: time, lte: time })],
  },
};
const FIGURE_PROPERTIES = { count: int, resource: { type: 'string' }, route: { type: 'string' }, filter: LIST_FILTER };
const STORE_DAY_FIGURE: Schema = { ...nullable(object(FIGURE_PROPERTIES)), description: 'null: the caller may not open the list it counts' };
const STORE_DAY: Schema = object({
  store: {
    ...nullable(object({ id: { type: 'string' }, sn: { type: 'string' }, name: { type: 'string' } })),
    description: 'null: the whole company (a caller bound to no store, naming none)',
  },
  day: { ...day, description: 'The server’s calendar day, in its time zone' },
  timeZone: { type: 'string', description: 'The server’s IANA time zone (the TZ environment variable; UTC when unset)' },
  from: { ...time, description: 'The day’s first millisecond' },
  to: { ...time, description: 'The day’s last millisecond' },
  generatedAt: time,
  swaps: STORE_DAY_FIGURE,
  swapsFailed: STORE_DAY_FIGURE,
  rentals: STORE_DAY_FIGURE,
  revenue: {
    ...nullable(
      object({
        amount,
        count: int,
        parts: list(object({ ...FIGURE_PROPERTIES, kind: { type: 'string', enum: kinds }, amount })),
      }),
    ),
    description: 'The money paid today (orders in a paid state whose paidAt is today), per kind of order the caller may list',
  },
  refundsRequested: STORE_DAY_FIGURE,
  refundsAwaitingReview: STORE_DAY_FIGURE,
  openAlarms: STORE_DAY_FIGURE,
});

/** A map point: the fields it carries, each as the resource's record holds it. */
const point = (fields: readonly string[], field: (name: string) => Schema, extra: Record<string, Schema> = {}): Schema =>
  object({ ...Object.fromEntries(fields.map((f) => [f, f === 'id' ? { type: 'string' } : field(f)])), ...extra }, ['id']);
const countOf = (what: string) => ({ ...int, description: `Only when the caller may see ${what}` });
const mapAnswer = (fieldOf: (resource: string, name: string) => Schema): Schema =>
  object({
    storeId: { ...nullable({ type: 'string' }), description: 'The store the caller is bound to: everything below is that store’s' },
    stores: nullable(list(point(STORE_FIELDS, (f) => fieldOf('stores', f), { batteries: countOf('batteries'), cabinets: countOf('cabinets') }))),
    cabinets: nullable(list(point(CABINET_FIELDS, (f) => fieldOf('cab-devices', f)))),
    areas: list(object({ id: { type: 'string' }, name: { type: 'string' }, level: { type: 'string' }, parentId: { type: 'string' } }, ['id', 'name'])),
    totals: object(Object.fromEntries(['stores', 'cabinets', 'online', 'offline', 'fault', 'batteries', 'openWarnings'].map((k) => [k, nullable(int)]))),
    generatedAt: time,
    dataUntil: { ...nullable(time), description: 'The newest cabinet heartbeat among those shown' },
  });

const RANGE_PARAMETERS = [
  { name: 'from', in: 'query', required: true, schema: day },
  { name: 'to', in: 'query', required: true, description: `At most ${MAX_RANGE_DAYS} days after \`from\`, both included`, schema: day },
  {
    name: 'utcOffset',
    in: 'query',
    required: false,
    description: 'Minutes east of UTC of the caller’s days',
    schema: { type: 'integer', minimum: -720, maximum: 840, default: 0 },
  },
];
const report = (operationId: string, summary: string, answer: string) => ({
  get: {
    operationId,
    'x-privilege': REPORT_CODE,
    summary,
    tags,
    parameters: RANGE_PARAMETERS,
    responses: {
      '200': { description: 'The figures (a store-level caller: its store’s)', content: json(envelope(ref(answer))) },
      '400': errorResponse('A missing, malformed or unknown parameter, or a range the wrong way round or too long'),
      ...COMMON_ERRORS,
    },
  },
});

/** `fieldOf(resource, name)`: the read schema of a resource's field (what its record holds). */
export function reportsPart(fieldOf: (resource: string, name: string) => Schema): DocumentPart {
  return {
    schemas: { ReportSummary: SUMMARY, RidersReport: RIDERS, StoreDay: STORE_DAY, OperationsMap: mapAnswer(fieldOf) },
    paths: {
      '/reports/summary': report(
        'reports_summary',
        'The dashboard’s figures: swaps, rentals, revenue per day and kind, battery and cabinet health, top stores',
        'ReportSummary',
      ),
      '/reports/riders': report('reports_riders', 'The riders’ figures: new riders, activity, cards expiring, complaints, the real-name queue', 'RidersReport'),
      [STORE_DAY_PATH]: {
        get: {
          operationId: 'reports_store_day',
          'x-privilege': ADMIN_CODE,
          summary: 'A store’s day: today’s swaps (and failed ones), new rentals, money paid, refunds requested and awaiting review, open alarms',
          description:
            'Today is the server’s calendar day in its time zone (`timeZone`). A caller bound to a store gets its store’s figures; any other caller the store it names, or the whole company. Each figure is counted as its list counts it and names that list (`resource`, `route`, `filter`); a figure whose list the caller may not open is null.',
          tags,
          parameters: [
            {
              name: 'storeId',
              in: 'query',
              required: false,
              description: 'The store (a caller bound to a store: its own, else 404)',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': { description: 'The store’s day', content: json(envelope(ref('StoreDay'))) },
            '400': errorResponse('An unknown or repeated parameter'),
            '404': errorResponse('No such store, or another store than the caller’s'),
            ...COMMON_ERRORS,
          },
        },
      },
      [MAP_PATH]: {
        get: {
          operationId: 'map_get',
          'x-privilege': MAP_CODE,
          summary: 'The stores and cabinets on the map, their areas and counts: what the caller may see (a store-level caller: its store)',
          tags,
          responses: { '200': { description: 'The map', content: json(envelope(ref('OperationsMap'))) }, ...COMMON_ERRORS },
        },
      },
    },
  };
}
