/** Demo data of `stores` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './stores';

export default defineDemo(schema, {
  count: 24,
  fields: {
    sn: (_g, { index }) => `MD${String(10001 + index)}`,
    name: (g, { index }) => `${g.pick(['雁塔', '高新', '曲江', '未央', '碑林', '长安', '浐灞', '经开'])}${index + 1}号店`,
    areaId: (g, ctx) => g.refId(ctx, 'areas'),
    status: (g) => g.weighted({ open: 8, resting: 2, maintenance: 1, hidden: 1 }),
    manager: (g) => g.personName(),
    phone: (g) => g.phone(),
    businessHours: (g) => g.pick(['08:00-21:00', '09:00-22:00', '00:00-24:00']),
    address: (g) => g.address('西安'),
    location: (g) => g.geoNear(108.94, 34.34, 0.2),
    ebikeRental: (g) => g.bool(0.7),
    ebikeRepair: (g) => g.bool(0.5),
    ebikeSale: (g) => g.bool(0.3),
    restStation: (g) => g.bool(0.2),
    photo: () => undefined,
    createdAt: (g) => g.recent(400),
  },
});
