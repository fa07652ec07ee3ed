/** Demo data of `areas` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './areas';

export default defineDemo(schema, {
  count: 13,
  fields: {
    name: (g, { index }) => AREA_NAMES[index] ?? `${g.city().name}${index}区`,
    code: (_g, { index }) => String(610000 + index * 100),
    level: (_g, { index }) => (index === 0 ? 'province' : index < 4 ? 'city' : 'district'),
    parentId: (_g, { index }) => (index === 0 ? undefined : index < 4 ? '1' : String(2 + ((index - 4) % 3))),
    enabled: (g) => g.bool(0.9),
    lng: (g) => g.float(108.7, 109.2, 5),
    lat: (g) => g.float(34.1, 34.5, 5),
    address: (g) => g.address('西安'),
    createdAt: (g) => g.recent(400),
  },
});

const AREA_NAMES = ['陕西省', '西安市', '咸阳市', '宝鸡市', '雁塔区', '碑林区', '未央区', '莲湖区', '秦都区', '渭城区', '渭滨区', '金台区', '长安区'];
