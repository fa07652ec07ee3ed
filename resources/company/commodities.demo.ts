/** Demo data of `commodities` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './commodities';

export default defineDemo(schema, {
  count: 80,
  fields: {
    name: (_g, { index }) => nameOf(planOf(index)),
    storeId: (g, ctx) => g.refId(ctx, 'stores'),
    type: (_g, { index }) => planOf(index).type,
    batteryModel: (_g, { index }) => planOf(index).model,
    days: (_g, { index }) => planOf(index).days,
    price: (_g, { index }) => priceOf(planOf(index)),
    originalPrice: (g, { index }) => (g.bool(0.6) ? Math.round((priceOf(planOf(index)) * 1.25) / 10) * 10 - 1 : undefined),
    deposit: (_g, { index }) => depositOf(planOf(index)),
    overdueFeePerDay: (_g, { index }) => overdueFeeOf(planOf(index)),
    newSignDiscount: (g, { index }) => (planOf(index).type === 'sale' ? 0 : g.pick([0, 0, 10, 20, 30])),
    validFrom: (g) => g.dayOffset(-g.int(30, 300)),
    validTo: (g) => g.dayOffset(g.pick([-10, 30, 60, 120, 240, 365])),
    enabled: (g) => g.bool(0.85),
    description: (_g, { index }) => descriptionOf(planOf(index)),
    createdAt: (g) => g.recent(360),
  },
});

type PlanType = 'battery_only' | 'ebike_and_battery' | 'rent_to_own' | 'sale';
type Model = '48V20AH' | '60V30AH' | '72V30AH';
interface Plan {
  type: PlanType;
  model: Model;
  days?: number;
}

const TYPES: readonly PlanType[] = [
  'battery_only',
  'battery_only',
  'battery_only',
  'battery_only',
  'ebike_and_battery',
  'ebike_and_battery',
  'ebike_and_battery',
  'rent_to_own',
  'rent_to_own',
  'sale',
];
const MODELS: readonly Model[] = ['60V30AH', '48V20AH', '60V30AH', '72V30AH'];
const RENT_DAYS = [7, 30, 30, 90, 180, 365];
const PERIOD: Record<number, string> = { 7: '周', 30: '月', 90: '季', 180: '半年', 365: '年' };
/** Monthly price of a battery-only rental, by model (CNY). */
const MONTHLY: Record<Model, number> = { '48V20AH': 169, '60V30AH': 229, '72V30AH': 269 };
const SALE_PRICE: Record<Model, number> = { '48V20AH': 1299, '60V30AH': 1899, '72V30AH': 2399 };

function planOf(index: number): Plan {
  const type = TYPES[index % TYPES.length];
  const model = MODELS[Math.floor(index / TYPES.length) % MODELS.length];
  if (type === 'sale') return { type, model };
  if (type === 'rent_to_own') return { type, model, days: [180, 365, 365, 730][Math.floor(index / 3) % 4] };
  return { type, model, days: RENT_DAYS[(index * 7 + Math.floor(index / 10)) % RENT_DAYS.length] };
}
function nameOf(p: Plan): string {
  const m = p.model.replace('AH', 'Ah');
  if (p.type === 'sale') return `${m}锂电池（整电购买）`;
  if (p.type === 'rent_to_own') return `${m}车电以租代购${Math.round((p.days ?? 0) / 30)}期`;
  const period = PERIOD[p.days ?? 30] ?? `${p.days}天`;
  return p.type === 'battery_only' ? `${m}单电${period}租换电套餐` : `${m}车电一体${period}租套餐`;
}
/** A price ending in 9, discounted for longer periods. */
function priceOf(p: Plan): number {
  if (p.type === 'sale') return SALE_PRICE[p.model];
  const days = p.days ?? 30;
  const factor = days <= 7 ? 1.25 : days <= 30 ? 1 : days <= 90 ? 0.95 : days <= 180 ? 0.9 : 0.85;
  const vehicle = p.type === 'battery_only' ? 0 : p.type === 'ebike_and_battery' ? 200 : 330;
  return Math.max(9, Math.round(((((MONTHLY[p.model] + vehicle) * days) / 30) * factor) / 10) * 10 - 1);
}
function depositOf(p: Plan): number {
  if (p.type === 'sale') return 0;
  if (p.type === 'battery_only') return p.model === '48V20AH' ? 300 : 500;
  return p.type === 'ebike_and_battery' ? 1000 : 500;
}
function overdueFeeOf(p: Plan): number {
  if (p.type === 'sale') return 0;
  return Math.round((priceOf(p) / (p.days ?? 30)) * 1.5 * 100) / 100;
}
function descriptionOf(p: Plan): string {
  if (p.type === 'sale') return '整电买断，含一年质保，不含换电服务。';
  if (p.type === 'rent_to_own') return '按月付租，期满车辆归骑手所有，期间不限次换电。';
  if (p.type === 'ebike_and_battery') return '含整车与电池租赁，不限次换电，到店免费检修。';
  return '不限次换电，全城换电柜通用，逾期按日收取滞纳金。';
}
