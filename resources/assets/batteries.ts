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
    }),
    model: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf' }),
    brand: f.text({ maxLength: 30, views: ['show', 'create', 'edit'] }),
    voltage: f.number({ views: ['show', 'create', 'edit'], min: 0, max: 100, unit: 'V' }),
    capacityAh: f.number({ min: 0, max: 200, views: ['show', 'create', 'edit'], unit: 'Ah' }),
    soc: f.percent({ filter: 'range' }),
    soh: f.percent({ filter: 'range' }),
    cycles: f.number({ min: 0, integer: true, filter: 'range' }),
    status: f.enum(
      { idle: 'default', charging: 'info', discharging: 'primary', fault: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'idle' },
    ),
    // what the battery management system reported when it went faulty: asked for, and shown, only then
    faultCode: f.text({
      maxLength: 60,
      views: ['show', 'create', 'edit'],
      requiredWhen: { status: ['fault'] },
      visibleWhen: { status: ['fault'] },
    }),
    assetStatus: f.enum(
      { stock: 'default', delivering: 'info', in_use: 'success', fault: 'error', scrapped: 'secondary' },
      { required: true, filter: 'anyOf', default: 'stock' },
    ),
    locationType: f.enum(
      { warehouse: 'default', store: 'primary', cabinet: 'info', rider: 'success' },
      { required: true, filter: 'anyOf', default: 'warehouse' },
    ),
    // where it is says what it needs (DOMAIN: location {type, id}): a battery at a store names the store, in a cabinet the cabinet, with a rider the rider
    storeId: f.ref('stores', { filter: 'equal', requiredWhen: { locationType: ['store'] } }), // store 1 = the demo store manager's
    cabinetId: f.ref('cab-devices', { filter: 'equal', requiredWhen: { locationType: ['cabinet'] } }),
    binOrdinal: f.number({ min: 1, max: 30, integer: true, views: ['show', 'edit'] }),
    consumerId: f.ref('consumers', { filter: 'equal', requiredWhen: { locationType: ['rider'] } }),
    smart: f.boolean({ default: true, views: ['show', 'create', 'edit'] }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    lastCheckAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
