/** Demo data of `ride-cards` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './ride-cards';

export default defineDemo(schema, {
  count: 50,
  fields: {
    name: (_g, { index }) => {
      const c = cardOf(index);
      return `${c.vehicle.short}${PERIOD[c.days]}骑士卡（${c.battery.replace('AH', 'Ah')}）`;
    },
    vehicleModel: (_g, { index }) => cardOf(index).vehicle.model,
    batteryModel: (_g, { index }) => cardOf(index).battery,
    days: (_g, { index }) => cardOf(index).days,
    price: (_g, { index }) => priceOf(cardOf(index)),
    originalPrice: (g, { index }) => (g.bool(0.6) ? Math.round((priceOf(cardOf(index)) * 1.2) / 10) * 10 - 1 : undefined),
    deposit: (g) => g.pick([500, 800, 1000]),
    dailySwapLimit: (g) => g.pick([0, 0, 6, 8, 10]),
    includesInsurance: (g) => g.bool(0.5),
    newUserOnly: (g, { record }) => record.days === 7 && g.bool(0.6),
    enabled: (g) => g.bool(0.85),
    description: (_g, { record }) => `含${record.vehicleModel}整车及电池租用，有效期内不限次换电${record.includesInsurance ? '，含骑行意外险' : ''}。`,
    createdAt: (g) => g.recent(360),
  },
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
