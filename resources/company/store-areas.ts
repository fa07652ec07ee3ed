import { defineResource, f } from '../define';

/** Service areas (business districts) grouping nearby stores; store counts are computed, never stored. */
export default defineResource({
  name: 'store-areas',
  route: '/apps/store/area',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_AREA',
  menu: { section: 'company', group: 'store', order: 10, icon: 'Hub' },
  title: 'name',
  search: ['code', 'name', 'manager', 'managerPhone'],
  defaultSort: { field: 'code', order: 'ASC' },
  list: { columns: ['code', 'name', 'areaId', 'manager', 'radiusKm', 'enabled'] },
  subtitle: ['code', 'areaId'],
  fields: {
    id: f.id(),
    code: f.text({ required: true, unique: true, pattern: 'SQ\\d{4}', filter: 'search' }),
    name: f.text({
      required: true,
      unique: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
    }),
    areaId: f.ref('areas', {
      required: true,
      filter: 'equal',
      alwaysOn: true,
    }),
    manager: f.text({ maxLength: 20, filter: 'search' }),
    managerPhone: f.phone(),
    center: f.geo({ required: true }),
    radiusKm: f.number({ required: true, min: 0.5, max: 20, default: 3, filter: 'range', unit: 'km' }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
