import { defineResource, f } from '../define';

/** Stores (aurservd `store`): where riders rent, swap by hand, repair and buy. */
export default defineResource({
  name: 'stores',
  route: '/apps/store/store',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_STORE',
  menu: { section: 'company', group: 'store', order: 20, icon: 'Store' },
  title: 'name',
  search: ['sn', 'name', 'address', 'phone'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'name', 'areaId', 'status', 'manager', 'phone'] },
  subtitle: ['sn', 'areaId'],
  // a store's page: its batteries, cabinets and riders
  related: [
    { resource: 'batteries', via: 'storeId' },
    { resource: 'cab-devices', via: 'storeId' },
    { resource: 'consumers', via: 'storeId' },
  ],
  layout: {
    header: { chips: ['status'] },
    columns: 3,
    sections: [
      { name: 'basics', fields: ['sn', 'name', 'areaId', 'manager', 'phone', 'businessHours'] },
      { name: 'site', fields: [{ field: 'address', span: 'full' }, { field: 'location', span: 2 }, 'photo'] },
      { name: 'services', columns: 4, fields: ['ebikeRental', 'ebikeRepair', 'ebikeSale', 'restStation'] },
    ],
  },
  fields: {
    id: f.id(),
    sn: f.text({
      required: true,
      unique: true,
      readOnly: false,
      pattern: 'MD\\d{5}',
      patternMessage: 'app.validation.storeSn',
      filter: 'search',
    }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
    }),
    areaId: f.ref('areas', { required: true, filter: 'equal', alwaysOn: true }),
    status: f.enum(
      { open: 'success', resting: 'warning', maintenance: 'error', hidden: 'default' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'open' },
    ),
    manager: f.text({ maxLength: 20 }),
    phone: f.phone({ required: true }),
    businessHours: f.text({
      maxLength: 40,
      default: '08:00-21:00',
      views: ['show', 'create', 'edit'],
    }),
    address: f.text({ required: true, maxLength: 120 }),
    location: f.geo({ required: true }),
    ebikeRental: f.boolean({ default: true, views: ['show', 'create', 'edit'] }),
    ebikeRepair: f.boolean({ default: false, views: ['show', 'create', 'edit'] }),
    ebikeSale: f.boolean({ default: false, views: ['show', 'create', 'edit'] }),
    restStation: f.boolean({ default: false, views: ['show', 'create', 'edit'] }),
    photo: f.image(),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
