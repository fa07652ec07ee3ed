import { defineResource, f } from '../define';

/** Batteries (aurservd `battery` + `asset`): where each one is, and how healthy. */
export default defineResource({
  name: 'batteries',
  route: '/apps/assets/battery',
  privilege: 'RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY',
  menu: { section: 'company', group: 'assets', order: 10, icon: 'BatteryChargingFull' },
  title: 'sn',
  search: ['sn', 'model'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'model', 'soc', 'soh', 'status', 'assetStatus', 'storeId', 'cabinetId', 'consumerId'] },
  subtitle: ['model', 'storeId'],
  // a battery's page: the swaps that put it in or took it out (by its serial), and who holds it
  related: [
    { resource: 'swap-orders', via: ['putInBatterySn', 'putOutBatterySn'], match: 'sn' },
    { resource: 'consumer-assets', via: 'batteryId' },
  ],
  layout: {
    header: { chips: ['status', 'assetStatus'], figures: ['soc', 'soh', 'cycles'] },
    columns: 3,
    sections: [
      { name: 'battery', fields: ['sn', 'model', 'brand', 'voltage', 'capacityAh', 'smart', 'enabled'] },
      { name: 'condition', fields: ['status', { field: 'faultCode', span: 2 }, 'assetStatus', 'lastCheckAt'] },
      { name: 'whereabouts', fields: ['locationType', 'storeId', 'cabinetId', 'binOrdinal', 'consumerId'] },
    ],
  },
  fields: {
    id: f.id(),
    sn: f.text({
      required: true,
      unique: true,
      pattern: '[A-Z0-9-]{6,32}',
      patternMessage: 'app.validation.serial',
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `BAT60V${String(100000 + index)}`,
    }),
    model: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', gen: (g) => g.weighted({ '48V20AH': 2, '60V30AH': 5, '72V30AH': 2 }) },
    ),
    brand: f.text({ maxLength: 30, views: ['show', 'create', 'edit'], gen: (g) => g.pick(['星恒', '天能', '超威', '宁德时代']) }),
    voltage: f.number({
      views: ['show', 'create', 'edit'],
      min: 0,
      max: 100,
      gen: (g, { record }) => (String(record.model).startsWith('48') ? 48 : String(record.model).startsWith('72') ? 72 : 60),
    }),
    capacityAh: f.number({ min: 0, max: 200, views: ['show', 'create', 'edit'], gen: (g, { record }) => (String(record.model).endsWith('20AH') ? 20 : 30) }),
    soc: f.percent({ filter: 'range', gen: (g) => g.int(0, 100) }),
    soh: f.percent({ filter: 'range', gen: (g) => g.int(62, 100) }),
    cycles: f.number({ min: 0, integer: true, filter: 'range', gen: (g) => g.int(0, 1200) }),
    status: f.enum(
      { idle: 'default', charging: 'info', discharging: 'primary', fault: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'idle', gen: (g) => g.weighted({ idle: 3, charging: 4, discharging: 6, fault: 1 }) },
    ),
    // what the battery management system reported when it went faulty: asked for, and shown, only then
    faultCode: f.text({
      maxLength: 60,
      views: ['show', 'create', 'edit'],
      requiredWhen: { status: ['fault'] },
      visibleWhen: { status: ['fault'] },
      gen: (g, { record }) => (record.status === 'fault' ? g.pick(['E07 电芯压差过大', 'E12 温度过高', 'E21 BMS 通信失败', 'E03 过放保护']) : undefined),
    }),
    assetStatus: f.enum(
      { stock: 'default', delivering: 'info', in_use: 'success', fault: 'error', scrapped: 'secondary' },
      { required: true, filter: 'anyOf', default: 'stock', gen: (g) => g.weighted({ stock: 2, delivering: 1, in_use: 8, fault: 1, scrapped: 1 }) },
    ),
    locationType: f.enum(
      { warehouse: 'default', store: 'primary', cabinet: 'info', rider: 'success' },
      { required: true, filter: 'anyOf', default: 'warehouse', gen: (g) => g.weighted({ warehouse: 1, store: 2, cabinet: 5, rider: 4 }) },
    ),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (g.bool(0.12) ? '1' : g.refId(ctx, 'stores')) }), // store 1 = the demo store manager's
    cabinetId: f.ref('cab-devices', { filter: 'equal', gen: (g, ctx) => (ctx.record.locationType === 'cabinet' ? g.refId(ctx, 'cab-devices') : undefined) }),
    binOrdinal: f.number({ min: 1, max: 30, integer: true, views: ['show', 'edit'], gen: (g, { record }) => (record.cabinetId ? g.int(1, 12) : undefined) }),
    consumerId: f.ref('consumers', { filter: 'equal', gen: (g, ctx) => (ctx.record.locationType === 'rider' ? g.refId(ctx, 'consumers') : undefined) }),
    smart: f.boolean({ default: true, views: ['show', 'create', 'edit'], gen: (g) => g.bool(0.85) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.95) }),
    lastCheckAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(30) }),
  },
  demo: { count: 400 },
});
