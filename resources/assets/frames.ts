import { defineResource, f } from '../define';

/** Vehicle frames (aurservd `ebike` + `asset`): the frame number (车架号) identifies an e-bike. */
export default defineResource({
  name: 'frames',
  route: '/apps/assets/frame',
  privilege: 'RESOURCE_ADMIN_COMPANY_ASSETS_FRAME',
  menu: { section: 'company', group: 'assets', order: 20, icon: 'ElectricBike' },
  title: 'sn',
  search: ['sn', 'brand', 'model', 'batchNo'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'brand', 'model', 'color', 'status', 'storeId', 'consumerId'] },
  subtitle: ['brand', 'storeId'],
  fields: {
    id: f.id(),
    sn: f.text({
      required: true,
      unique: true,
      pattern: '[A-Z0-9]{10,20}',
      patternMessage: 'app.validation.serial',
      filter: 'search',
      alwaysOn: true,
    }),
    brand: f.text({ required: true, maxLength: 20, filter: 'search' }),
    model: f.text({ required: true, maxLength: 40 }),
    color: f.enum(
      { black: 'default', white: 'default', grey: 'default', silver: 'default', blue: 'info', red: 'error', green: 'success', yellow: 'warning' },
      { filter: 'anyOf', default: 'black' },
    ),
    batchNo: f.text({
      maxLength: 30,
      views: ['show', 'create', 'edit'],
    }),
    productionDate: f.date({ views: ['show', 'create', 'edit'] }),
    status: f.enum(
      { in_stock: 'default', in_use: 'success', maintenance: 'warning', scrapped: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'in_stock' },
    ),
    storeId: f.ref('stores', { filter: 'equal' }),
    // one in use is with a rider (DOMAIN: `riderId?` set while in use)
    consumerId: f.ref('consumers', { filter: 'equal', requiredWhen: { status: ['in_use'] } }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
});
