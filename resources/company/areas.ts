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
    name: f.text({ required: true, maxLength: 40, filter: 'search' }),
    code: f.text({
      required: true,
      unique: true,
      pattern: '\\d{6}',
      patternMessage: 'app.validation.areaCode',
    }),
    level: f.enum({ province: 'primary', city: 'info', district: 'secondary', site: 'default' }, { required: true, filter: 'anyOf' }),
    parentId: f.ref('areas', { filter: 'equal' }),
    enabled: f.boolean({ filter: 'equal', default: true }),
    lng: f.number({ min: -180, max: 180, views: ['show', 'create', 'edit'] }),
    lat: f.number({ min: -90, max: 90, views: ['show', 'create', 'edit'] }),
    address: f.text({ maxLength: 120, views: ['show', 'create', 'edit'] }),
    createdAt: f.datetime({ readOnly: true, views: ['show'] }),
  },
});
