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
      gen: (_g, { index }) => `MD${String(10001 + index)}`,
    }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      gen: (g, { index }) => `${g.pick(['雁塔', '高新', '曲江', '未央', '碑林', '长安', '浐灞', '经开'])}${index + 1}号店`,
    }),
    areaId: f.ref('areas', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'areas') }),
    status: f.enum(
      { open: 'success', resting: 'warning', maintenance: 'error', hidden: 'default' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'open', gen: (g) => g.weighted({ open: 8, resting: 2, maintenance: 1, hidden: 1 }) },
    ),
    manager: f.text({ maxLength: 20, gen: (g) => g.personName() }),
    phone: f.phone({ required: true, gen: (g) => g.phone() }),
    businessHours: f.text({
      maxLength: 40,
      default: '08:00-21:00',
      views: ['show', 'create', 'edit'],
      gen: (g) => g.pick(['08:00-21:00', '09:00-22:00', '00:00-24:00']),
    }),
    address: f.text({ required: true, maxLength: 120, gen: (g) => g.address('西安') }),
    location: f.geo({ required: true, gen: (g) => g.geoNear(108.94, 34.34, 0.2) }),
    ebikeRental: f.boolean({ default: true, views: ['show', 'create', 'edit'], gen: (g) => g.bool(0.7) }),
    ebikeRepair: f.boolean({ default: false, views: ['show', 'create', 'edit'], gen: (g) => g.bool(0.5) }),
    ebikeSale: f.boolean({ default: false, views: ['show', 'create', 'edit'], gen: (g) => g.bool(0.3) }),
    restStation: f.boolean({ default: false, views: ['show', 'create', 'edit'], gen: (g) => g.bool(0.2) }),
    photo: f.image({ gen: () => undefined }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(400) }),
  },
  demo: { count: 24 },
});
