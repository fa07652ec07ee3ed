import { defineResource, f } from '../define';

/** Ride card products ("骑士卡"): vehicle and battery rented together, unlimited swaps for N days. */
export default defineResource({
  name: 'ride-cards',
  route: '/apps/card/ride',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_CARD_RIDE',
  menu: { section: 'company', group: 'store', order: 70, icon: 'CreditCard' },
  title: 'name',
  search: ['name', 'vehicleModel'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'vehicleModel', 'batteryModel', 'days', 'price', 'enabled'] },
  subtitle: ['vehicleModel', 'price'],
  fields: {
    id: f.id(),
    name: f.text({
      required: true,
      unique: true,
      maxLength: 60,
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => {
        const c = cardOf(index);
        return `${c.vehicle.short}${PERIOD[c.days]}骑士卡（${c.battery.replace('AH', 'Ah')}）`;
      },
    }),
    vehicleModel: f.text({ required: true, maxLength: 40, filter: 'search', gen: (_g, { index }) => cardOf(index).vehicle.model }),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', default: '60V30AH', gen: (_g, { index }) => cardOf(index).battery },
    ),
    days: f.number({ required: true, integer: true, min: 1, max: 730, filter: 'range', gen: (_g, { index }) => cardOf(index).days }),
    price: f.money({ required: true, filter: 'range', gen: (_g, { index }) => priceOf(cardOf(index)) }),
    originalPrice: f.money({ gen: (g, { index }) => (g.bool(0.6) ? Math.round((priceOf(cardOf(index)) * 1.2) / 10) * 10 - 1 : undefined) }),
    deposit: f.money({ default: 800, gen: (g) => g.pick([500, 800, 1000]) }),
    dailySwapLimit: f.number({ integer: true, min: 0, max: 50, default: 0, views: ['show', 'create', 'edit'], gen: (g) => g.pick([0, 0, 6, 8, 10]) }),
    includesInsurance: f.boolean({ default: false, filter: 'equal', gen: (g) => g.bool(0.5) }),
    newUserOnly: f.boolean({ default: false, views: ['show', 'create', 'edit'], gen: (g, { record }) => record.days === 7 && g.bool(0.6) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.85) }),
    description: f.longText({
      maxLength: 500,
      gen: (_g, { record }) => `含${record.vehicleModel}整车及电池租用，有效期内不限次换电${record.includesInsurance ? '，含骑行意外险' : ''}。`,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(360) }),
  },
  demo: { count: 50 },
});

const VEHICLES = [
  { short: '雅迪', model: '雅迪 DE8 Pro' },
  { short: '爱玛', model: '爱玛 A500' },
  { short: '台铃', model: '台铃 超能G3' },
  { short: '新日', model: '新日 XC3' },
  { short: '小牛', model: '小牛 NQi 运动版' },
] as const;
const DAYS = [7, 30, 90, 180, 365] as const;
const BATTERIES = ['60V30AH', '48V20AH'] as const;
const PERIOD: Record<number, string> = { 7: '周', 30: '月', 90: '季', 180: '半年', 365: '年' };

function cardOf(index: number) {
  return {
    vehicle: VEHICLES[index % VEHICLES.length],
    days: DAYS[Math.floor(index / VEHICLES.length) % DAYS.length],
    battery: BATTERIES[Math.floor(index / (VEHICLES.length * DAYS.length)) % BATTERIES.length],
  };
}
function priceOf(c: ReturnType<typeof cardOf>): number {
  const monthly = c.battery === '60V30AH' ? 459 : 399;
  const factor = c.days <= 7 ? 1.3 : c.days <= 30 ? 1 : c.days <= 90 ? 0.95 : c.days <= 180 ? 0.9 : 0.85;
  return Math.round((((monthly * c.days) / 30) * factor) / 10) * 10 - 1;
}
