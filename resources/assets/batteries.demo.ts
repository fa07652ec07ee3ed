/** Demo data of `batteries` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './batteries';

export default defineDemo(schema, {
  count: 400,
  fields: {
    sn: (_g, { index }) => `BAT60V${String(100000 + index)}`,
    model: (g) => g.weighted({ '48V20AH': 2, '60V30AH': 5, '72V30AH': 2 }),
    brand: (g) => g.pick(['星恒', '天能', '超威', '宁德时代']),
    voltage: (g, { record }) => (String(record.model).startsWith('48') ? 48 : String(record.model).startsWith('72') ? 72 : 60),
    capacityAh: (g, { record }) => (String(record.model).endsWith('20AH') ? 20 : 30),
    soc: (g) => g.int(0, 100),
    soh: (g) => g.int(62, 100),
    cycles: (g) => g.int(0, 1200),
    status: (g) => g.weighted({ idle: 3, charging: 4, discharging: 6, fault: 1 }),
    faultCode: (g, { record }) => (record.status === 'fault' ? g.pick(['E07 电芯压差过大', 'E12 温度过高', 'E21 BMS 通信失败', 'E03 过放保护']) : undefined),
    assetStatus: (g) => g.weighted({ stock: 2, delivering: 1, in_use: 8, fault: 1, scrapped: 1 }),
    locationType: (g) => g.weighted({ warehouse: 1, store: 2, cabinet: 5, rider: 4 }),
    storeId: (g, ctx) => (g.bool(0.12) ? '1' : g.refId(ctx, 'stores')),
    cabinetId: (g, ctx) => (ctx.record.locationType === 'cabinet' ? g.refId(ctx, 'cab-devices') : undefined),
    binOrdinal: (g, { record }) => (record.cabinetId ? g.int(1, 12) : undefined),
    consumerId: (g, ctx) => (ctx.record.locationType === 'rider' ? g.refId(ctx, 'consumers') : undefined),
    smart: (g) => g.bool(0.85),
    enabled: (g) => g.bool(0.95),
    lastCheckAt: (g) => g.recent(30),
  },
});
