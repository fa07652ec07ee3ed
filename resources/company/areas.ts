import { defineResource, f } from '../define';

/** Areas as a tree: province → city → district → site (aurservd city + branch). */
export default defineResource({
  name: 'areas',
  route: '/apps/area',
  privilege: 'RESOURCE_ADMIN_COMPANY_AREA',
  menu: { section: 'company', order: 10, icon: 'AccountTree' },
  title: 'name',
  search: ['name', 'code'],
  defaultSort: { field: 'code', order: 'ASC' },
  list: { columns: ['name', 'code', 'level', 'parentId', 'enabled'] },
  subtitle: ['code', 'level'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, maxLength: 40, filter: 'search', gen: (g, { index }) => AREA_NAMES[index] ?? `${g.city().name}${index}区` }),
    code: f.text({
      required: true,
      unique: true,
      pattern: '\\d{6}',
      patternMessage: 'app.validation.areaCode',
      gen: (_g, { index }) => String(610000 + index * 100),
    }),
    level: f.enum(
      { province: 'primary', city: 'info', district: 'secondary', site: 'default' },
      { required: true, filter: 'anyOf', gen: (_g, { index }) => (index === 0 ? 'province' : index < 4 ? 'city' : 'district') },
    ),
    parentId: f.ref('areas', { filter: 'equal', gen: (_g, { index }) => (index === 0 ? undefined : index < 4 ? '1' : String(2 + ((index - 4) % 3))) }),
    enabled: f.boolean({ filter: 'equal', default: true, gen: (g) => g.bool(0.9) }),
    lng: f.number({ min: -180, max: 180, views: ['show', 'create', 'edit'], gen: (g) => g.float(108.7, 109.2, 5) }),
    lat: f.number({ min: -90, max: 90, views: ['show', 'create', 'edit'], gen: (g) => g.float(34.1, 34.5, 5) }),
    address: f.text({ maxLength: 120, views: ['show', 'create', 'edit'], gen: (g) => g.address('西安') }),
    createdAt: f.datetime({ readOnly: true, views: ['show'], gen: (g) => g.recent(400) }),
  },
  demo: { count: 13 },
});

const AREA_NAMES = ['陕西省', '西安市', '咸阳市', '宝鸡市', '雁塔区', '碑林区', '未央区', '莲湖区', '秦都区', '渭城区', '渭滨区', '金台区', '长安区'];
