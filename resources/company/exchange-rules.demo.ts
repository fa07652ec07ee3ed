/** Demo data of `exchange-rules` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './exchange-rules';

export default defineDemo(schema, {
  count: 60,
  fields: {
    name: (_g, ctx) => {
      const r = ruleOf(ctx.index, districtNames(ctx.db));
      return `${r.area}${r.model.replace('AH', 'Ah')}${PERIOD_LABEL[r.period]}换电规则`;
    },
    areaId: (g, ctx) => {
      const area = (ctx.db.areas ?? []).find((a) => String(ctx.record.name).startsWith(String(a.name)));
      return area ? String(area.id) : g.refId(ctx, 'areas');
    },
    batteryModel: (_g, ctx) => ruleOf(ctx.index, districtNames(ctx.db)).model,
    period: (_g, ctx) => ruleOf(ctx.index, districtNames(ctx.db)).period,
    pricePerSwap: (g, { record }) =>
      record.period === 'peak' ? g.pick([1, 2, 3]) : record.period === 'night' ? g.pick([0, 0.5, 1]) : g.pick([0, 0, 0, 1.5, 2]),
    freeSwapsPerDay: (g, { record }) => (record.period === 'all_day' ? g.pick([3, 4, 5, 6, 8]) : g.pick([1, 2, 3])),
    maxSwapsPerDay: (g, { record }) => Number(record.freeSwapsPerDay) + g.pick([2, 4, 6, 8]),
    minIntervalMinutes: (g, { record }) => (record.period === 'peak' ? g.pick([30, 45, 60]) : g.pick([10, 15, 20, 30])),
    startTime: (_g, { record }) => (record.period === 'peak' ? '11:00' : record.period === 'night' ? '22:00' : '00:00'),
    endTime: (_g, { record }) => (record.period === 'peak' ? '13:30' : record.period === 'night' ? '06:00' : '24:00'),
    priority: (_g, { record }) => (record.period === 'all_day' ? 10 : 20),
    enabled: (g) => g.bool(0.85),
    remark: (g, { record }) => (record.period === 'peak' ? g.pick(['午高峰限频，防止囤电', '高峰期超出免费次数按次收费']) : undefined),
    updatedAt: (g) => g.recent(120),
  },
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
