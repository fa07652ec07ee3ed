/** Demo data of `cab-devices` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './cab-devices';

export default defineDemo(schema, {
  count: 60,
  fields: {
    sn: (_g, { index }) => `CAB${String(100001 + index)}`,
    serial: (g) => g.pattern('YD2024########'),
    name: (g, { index }) => `${g.pick(['地铁口', '商圈', '社区', '写字楼', '学校'])}换电柜${index + 1}`,
    brand: (g) => g.weighted({ yundong: 5, kaixin: 3, xlls: 2, tower: 2, other: 1 }),
    areaId: (g, ctx) => g.refId(ctx, 'areas'),
    storeId: (g, ctx) => (g.bool(0.7) ? g.refId(ctx, 'stores') : undefined),
    doors: (g) => g.pick([12, 12, 16, 20]),
    deployStatus: (g) => g.weighted({ pending: 1, operating: 8, maintenance: 1 }),
    health: (g) => g.weighted({ online: 8, offline: 2, fault: 1 }),
    batteryNum: (g, { record }) => g.int(0, Number(record.doors)),
    fullNum: (g, { record }) => g.int(0, Number(record.batteryNum)),
    gsm: (g) => g.int(5, 31),
    temperature: (g) => g.float(8, 45, 1),
    firmware: (g) => g.pick(['v2.3.1', 'v2.4.0', 'v3.0.2']),
    address: (g) => g.address('西安'),
    location: (g) => g.geoNear(108.94, 34.34, 0.25),
    simSn: (g) => g.pattern('8986##################'),
    lastHeartbeatAt: (g) => g.recent(2),
    remark: () => undefined,
  },
});
