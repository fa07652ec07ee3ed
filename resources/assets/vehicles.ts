import { defineResource, f } from '../define';

/** Whole vehicles: a frame with its plate, IoT terminal and current battery (menu entry disabled by spec). */
export default defineResource({
  name: 'vehicles',
  route: '/apps/assets/vehicle',
  privilege: 'RESOURCE_ADMIN_COMPANY_ASSETS_VEHICLE',
  menu: { section: 'company', group: 'assets', order: 30, icon: 'TwoWheeler', disabled: true },
  title: 'plate',
  search: ['plate', 'terminalSn', 'simSn'],
  defaultSort: { field: 'plate', order: 'ASC' },
  list: { columns: ['plate', 'frameId', 'batteryId', 'status', 'online', 'storeId', 'consumerId'] },
  subtitle: ['frameId', 'storeId'],
  fields: {
    id: f.id(),
    plate: f.text({
      required: true,
      unique: true,
      maxLength: 12,
      filter: 'search',
      alwaysOn: true,
    }),
    frameId: f.ref('frames', {
      required: true,
      unique: true,
      filter: 'equal',
    }),
    terminalSn: f.text({ unique: true, maxLength: 30 }),
    simSn: f.text({ maxLength: 30, views: ['show', 'create', 'edit'] }),
    batteryId: f.ref('batteries', { filter: 'equal' }),
    status: f.enum(
      { in_stock: 'default', in_use: 'success', maintenance: 'warning', scrapped: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'in_stock' },
    ),
    storeId: f.ref('stores', { filter: 'equal' }),
    // one in use is with a rider (DOMAIN: `riderId?` set while in use)
    consumerId: f.ref('consumers', { filter: 'equal', requiredWhen: { status: ['in_use'] } }),
    online: f.boolean({ readOnly: true, filter: 'equal', views: ['list', 'show'] }),
    lastLocation: f.geo({ readOnly: true, views: ['show'] }),
    lastReportAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    createdAt: f.datetime({ readOnly: true, views: ['show'] }),
  },
});
