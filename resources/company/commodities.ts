import { defineResource, f } from '../define';

/** Rental and sale packages a store sells (aurservd `plan`, DOMAIN "RentalPackage"). */
export default defineResource({
  name: 'commodities',
  route: '/apps/store/commodity',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_COMMODITY',
  menu: { section: 'company', group: 'store', order: 40, icon: 'Inventory' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'storeId', 'type', 'batteryModel', 'days', 'price', 'enabled'] },
  subtitle: ['storeId', 'price'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, maxLength: 60, filter: 'search', alwaysOn: true, gen: (_g, { index }) => nameOf(planOf(index)) }),
    storeId: f.ref('stores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'stores') }),
    type: f.enum(
      { battery_only: 'primary', ebike_and_battery: 'info', rent_to_own: 'secondary', sale: 'warning' },
      { required: true, filter: 'anyOf', default: 'battery_only', gen: (_g, { index }) => planOf(index).type },
    ),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', default: '60V30AH', gen: (_g, { index }) => planOf(index).model },
    ),
    days: f.number({ integer: true, min: 0, max: 1095, filter: 'range', gen: (_g, { index }) => planOf(index).days }),
    price: f.money({ required: true, filter: 'range', gen: (_g, { index }) => priceOf(planOf(index)) }),
    originalPrice: f.money({
      views: ['list', 'show', 'create', 'edit'],
      gen: (g, { index }) => (g.bool(0.6) ? Math.round((priceOf(planOf(index)) * 1.25) / 10) * 10 - 1 : undefined),
    }),
    deposit: f.money({ default: 0, gen: (_g, { index }) => depositOf(planOf(index)) }),
    overdueFeePerDay: f.money({ default: 0, views: ['show', 'create', 'edit'], gen: (_g, { index }) => overdueFeeOf(planOf(index)) }),
    newSignDiscount: f.money({
      default: 0,
      views: ['show', 'create', 'edit'],
      gen: (g, { index }) => (planOf(index).type === 'sale' ? 0 : g.pick([0, 0, 10, 20, 30])),
    }),
    validFrom: f.date({ required: true, gen: (g) => g.dayOffset(-g.int(30, 300)) }),
    validTo: f.date({ required: true, gen: (g) => g.dayOffset(g.pick([-10, 30, 60, 120, 240, 365])) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.85) }),
    description: f.longText({ maxLength: 500, gen: (_g, { index }) => descriptionOf(planOf(index)) }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(360) }),
  },
  demo: { count: 80 },
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
