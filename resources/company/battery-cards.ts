import { defineResource, f } from '../define';

/** Battery-only card products: unlimited swaps for N days, or a number of swaps. */
export default defineResource({
  name: 'battery-cards',
  route: '/apps/card/battery',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_CARD_BATTERY',
  menu: { section: 'company', group: 'store', order: 80, icon: 'Style' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'batteryModel', 'billing', 'days', 'price', 'enabled'] },
  subtitle: ['batteryModel', 'price'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 60, filter: 'search', alwaysOn: true, gen: (_g, { index }) => nameOf(cardOf(index)) }),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', default: '60V30AH', gen: (_g, { index }) => cardOf(index).model },
    ),
    billing: f.enum(
      { unlimited: 'primary', per_swap: 'secondary' },
      { required: true, filter: 'anyOf', default: 'unlimited', gen: (_g, { index }) => cardOf(index).billing },
    ),
    audience: f.enum(
      { public: 'default', new_user: 'success', enterprise: 'info' },
      { required: true, filter: 'anyOf', default: 'public', gen: (_g, { index }) => cardOf(index).audience },
    ),
    days: f.number({ required: true, integer: true, min: 1, max: 730, filter: 'range', gen: (_g, { index }) => cardOf(index).days }),
    swapTimes: f.number({ integer: true, min: 1, max: 1000, gen: (_g, { index }) => cardOf(index).times }),
    dailySwapLimit: f.number({ integer: true, min: 0, max: 50, default: 0, views: ['show', 'create', 'edit'], gen: (g) => g.pick([0, 0, 5, 6, 8]) }),
    price: f.money({ required: true, filter: 'range', gen: (_g, { index }) => priceOf(cardOf(index)) }),
    originalPrice: f.money({ gen: (g, { index }) => (g.bool(0.5) ? Math.round((priceOf(cardOf(index)) * 1.2) / 10) * 10 - 1 : undefined) }),
    deposit: f.money({ default: 500, gen: (_g, { index }) => (cardOf(index).model === '48V20AH' ? 300 : 500) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.85) }),
    description: f.longText({
      maxLength: 500,
      gen: (_g, { index }) => {
        const c = cardOf(index);
        return c.billing === 'unlimited' ? `有效期${c.days}天，全城换电柜不限次换电。` : `${c.times}次换电，${c.days}天内有效，用完可续购。`;
      },
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(360) }),
  },
  demo: { count: 50 },
});

type Model = '48V20AH' | '60V30AH' | '72V30AH';
type Audience = 'public' | 'new_user' | 'enterprise';
interface Card {
  model: Model;
  billing: 'unlimited' | 'per_swap';
  audience: Audience;
  days: number;
  times?: number;
}

const MODELS: readonly Model[] = ['60V30AH', '48V20AH', '72V30AH'];
/** Eight products per model: five unlimited periods and three swap bundles. */
const PRODUCTS: readonly { days: number; times?: number }[] = [
  { days: 7 },
  { days: 30 },
  { days: 90 },
  { days: 180 },
  { days: 365 },
  { days: 30, times: 10 },
  { days: 60, times: 30 },
  { days: 90, times: 60 },
];
const AUDIENCES: readonly Audience[] = ['public', 'new_user', 'enterprise'];
const PERIOD: Record<number, string> = { 7: '周', 30: '月', 90: '季', 180: '半年', 365: '年' };
const AUDIENCE_SUFFIX: Record<Audience, string> = { public: '', new_user: '（新人专享）', enterprise: '（企业版）' };

function cardOf(index: number): Card {
  const p = PRODUCTS[index % PRODUCTS.length];
  const model = MODELS[Math.floor(index / PRODUCTS.length) % MODELS.length];
  const audience = AUDIENCES[Math.floor(index / (PRODUCTS.length * MODELS.length)) % AUDIENCES.length];
  return { model, billing: p.times ? 'per_swap' : 'unlimited', audience, days: p.days, times: p.times };
}
function nameOf(c: Card): string {
  const m = c.model.replace('AH', 'Ah');
  const base = c.billing === 'unlimited' ? `${m}畅换${PERIOD[c.days]}卡` : `${m}${c.times}次换电卡`;
  return base + AUDIENCE_SUFFIX[c.audience];
}
function priceOf(c: Card): number {
  const monthly = c.model === '48V20AH' ? 159 : c.model === '60V30AH' ? 219 : 259;
  const base =
    c.billing === 'unlimited'
      ? ((monthly * c.days) / 30) * (c.days <= 7 ? 1.3 : c.days <= 30 ? 1 : c.days <= 90 ? 0.95 : c.days <= 180 ? 0.9 : 0.85)
      : (c.times ?? 0) * (c.model === '48V20AH' ? 4.5 : 5.5) * ((c.times ?? 0) >= 60 ? 0.85 : (c.times ?? 0) >= 30 ? 0.9 : 1);
  const discounted = c.audience === 'new_user' ? base * 0.8 : c.audience === 'enterprise' ? base * 0.9 : base;
  return Math.max(9, Math.round(discounted / 10) * 10 - 1);
}
