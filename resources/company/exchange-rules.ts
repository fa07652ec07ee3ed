import { defineResource, f } from '../define';

/** Swap price and throttling rules per area and battery model (aurservd exchangeLimit/Frequency). */
export default defineResource({
  name: 'exchange-rules',
  route: '/apps/store/exchange',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_EXCHANGE',
  menu: { section: 'company', group: 'store', order: 50, icon: 'SwapHoriz' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'priority', order: 'DESC' },
  list: { columns: ['name', 'areaId', 'batteryModel', 'period', 'pricePerSwap', 'maxSwapsPerDay', 'enabled'] },
  fields: {
    id: f.id(),
    name: f.text({
      required: true,
      unique: true,
      maxLength: 60,
      filter: 'search',
      alwaysOn: true,
      gen: (_g, ctx) => {
        const r = ruleOf(ctx.index, districtNames(ctx.db));
        return `${r.area}${r.model.replace('AH', 'Ah')}${PERIOD_LABEL[r.period]}换电规则`;
      },
    }),
    areaId: f.ref('areas', {
      required: true,
      filter: 'equal',
      alwaysOn: true,
      gen: (g, ctx) => {
        const area = (ctx.db.areas ?? []).find((a) => String(ctx.record.name).startsWith(String(a.name)));
        return area ? String(area.id) : g.refId(ctx, 'areas');
      },
    }),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', default: '60V30AH', gen: (_g, ctx) => ruleOf(ctx.index, districtNames(ctx.db)).model },
    ),
    period: f.enum(
      { all_day: 'primary', peak: 'warning', night: 'secondary' },
      { required: true, filter: 'anyOf', default: 'all_day', gen: (_g, ctx) => ruleOf(ctx.index, districtNames(ctx.db)).period },
    ),
    pricePerSwap: f.money({
      required: true,
      filter: 'range',
      default: 0,
      gen: (g, { record }) => (record.period === 'peak' ? g.pick([1, 2, 3]) : record.period === 'night' ? g.pick([0, 0.5, 1]) : g.pick([0, 0, 0, 1.5, 2])),
    }),
    freeSwapsPerDay: f.number({
      integer: true,
      min: 0,
      max: 50,
      default: 4,
      gen: (g, { record }) => (record.period === 'all_day' ? g.pick([3, 4, 5, 6, 8]) : g.pick([1, 2, 3])),
    }),
    maxSwapsPerDay: f.number({ integer: true, min: 0, max: 100, default: 10, gen: (g, { record }) => Number(record.freeSwapsPerDay) + g.pick([2, 4, 6, 8]) }),
    minIntervalMinutes: f.number({
      integer: true,
      min: 0,
      max: 1440,
      default: 30,
      filter: 'range',
      gen: (g, { record }) => (record.period === 'peak' ? g.pick([30, 45, 60]) : g.pick([10, 15, 20, 30])),
    }),
    startTime: f.text({
      pattern: '([01]\\d|2[0-3]):[0-5]\\d',
      views: ['show', 'create', 'edit'],
      gen: (_g, { record }) => (record.period === 'peak' ? '11:00' : record.period === 'night' ? '22:00' : '00:00'),
    }),
    endTime: f.text({
      pattern: '([01]\\d|2[0-3]):[0-5]\\d|24:00',
      views: ['show', 'create', 'edit'],
      gen: (_g, { record }) => (record.period === 'peak' ? '13:30' : record.period === 'night' ? '06:00' : '24:00'),
    }),
    priority: f.number({ integer: true, min: 0, max: 100, default: 10, gen: (_g, { record }) => (record.period === 'all_day' ? 10 : 20) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.85) }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) => (record.period === 'peak' ? g.pick(['午高峰限频，防止囤电', '高峰期超出免费次数按次收费']) : undefined),
    }),
    updatedAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(120) }),
  },
  demo: { count: 60 },
});

type Model = '48V20AH' | '60V30AH' | '72V30AH';
type Period = 'all_day' | 'peak' | 'night';
const MODELS: readonly Model[] = ['60V30AH', '48V20AH', '72V30AH'];
const PERIODS: readonly Period[] = ['all_day', 'peak', 'night'];
const PERIOD_LABEL: Record<Period, string> = { all_day: '全天', peak: '午高峰', night: '夜间' };

function districtNames(db: Readonly<Record<string, readonly Record<string, unknown>[]>>): string[] {
  const rows = db.areas ?? [];
  const districts = rows.filter((a) => a.level === 'district');
  return (districts.length ? districts : rows).map((a) => String(a.name));
}
/** Every (area, model, period) combination once, areas varying fastest. */
function ruleOf(index: number, areas: readonly string[]): { area: string; model: Model; period: Period } {
  const n = Math.max(1, areas.length);
  const area = areas[index % n] ?? '全市';
  const rest = Math.floor(index / n);
  return { area, model: MODELS[rest % MODELS.length], period: PERIODS[Math.floor(rest / MODELS.length) % PERIODS.length] };
}
