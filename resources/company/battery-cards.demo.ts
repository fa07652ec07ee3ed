/** Demo data of `battery-cards` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './battery-cards';

export default defineDemo(schema, {
  count: 50,
  fields: {
    name: (_g, { index }) => nameOf(cardOf(index)),
    batteryModel: (_g, { index }) => cardOf(index).model,
    billing: (_g, { index }) => cardOf(index).billing,
    audience: (_g, { index }) => cardOf(index).audience,
    days: (_g, { index }) => cardOf(index).days,
    swapTimes: (_g, { index }) => cardOf(index).times,
    dailySwapLimit: (g) => g.pick([0, 0, 5, 6, 8]),
    price: (_g, { index }) => priceOf(cardOf(index)),
    originalPrice: (g, { index }) => (g.bool(0.5) ? Math.round((priceOf(cardOf(index)) * 1.2) / 10) * 10 - 1 : undefined),
    deposit: (_g, { index }) => (cardOf(index).model === '48V20AH' ? 300 : 500),
    enabled: (g) => g.bool(0.85),
    description: (_g, { index }) => {
      const c = cardOf(index);
      return c.billing === 'unlimited' ? `有效期${c.days}天，全城换电柜不限次换电。` : `${c.times}次换电，${c.days}天内有效，用完可续购。`;
    },
    createdAt: (g) => g.recent(360),
  },
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
