import { defineResource, f } from '../define';

/** Cabinet and battery alarms (cabservd alarms + aurservd `cabinetfault`), handled by operations staff. */
export default defineResource({
  name: 'cab-warnings',
  route: '/apps/cab/warn',
  privilege: 'RESOURCE_ADMIN_CAB_WARN',
  menu: { section: 'cab', order: 20, icon: 'Warning' },
  title: 'alarmNo',
  search: ['alarmNo', 'batterySn', 'description'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  // the status before the cabinet and bin: on screen at 1440 beside the row's actions
  list: { columns: ['alarmNo', 'createdAt', 'code', 'level', 'status', 'cabinetId', 'binOrdinal'] },
  subtitle: ['cabinetId', 'code'],
  summary: ['cabinetId', 'code', 'level'],
  workflow: {
    field: 'status',
    initial: 'open',
    transitions: {
      acknowledge: { from: ['open'], to: 'acknowledged', stamps: ['acknowledgedAt', 'handledBy'], icon: 'Visibility' },
      resolve: { from: ['acknowledged'], to: 'resolved', stamps: ['handledAt', 'handledBy'], icon: 'TaskAlt' },
      ignore: { from: ['open', 'acknowledged'], to: 'ignored', asks: ['ignoreReason'], stamps: ['handledAt', 'handledBy'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    alarmNo: f.text({
      readOnly: true,
      number: { prefix: 'AL', digits: 6 },
      unique: true,
      maxLength: 30,
      views: ['list', 'show'],
      filter: 'search',
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
    code: f.enum(
      {
        poweroff: 'error',
        undervoltage: 'warning',
        overvoltage: 'warning',
        cell_undervoltage: 'warning',
        cell_overvoltage: 'warning',
        overload: 'warning',
        high_temp: 'error',
        mos_high_temp: 'error',
        charge_short: 'error',
        discharge_short: 'error',
        charge_overcurrent: 'warning',
        discharge_overcurrent: 'warning',
        cabinet_high_temp: 'error',
        smoke: 'error',
        flooding: 'error',
        water_level: 'warning',
        door_fault: 'warning',
        offline: 'default',
      },
      {
        required: true,
        filter: 'anyOf',
      },
    ),
    level: f.enum({ info: 'info', warning: 'warning', critical: 'error' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'warning' }),
    category: f.enum({ cabinet: 'primary', battery: 'info', ebike: 'secondary', other: 'default' }, { required: true, filter: 'anyOf', default: 'cabinet' }),
    source: f.enum(
      { device: 'default', rider_report: 'info', staff: 'secondary' },
      {
        required: true,
        default: 'staff',
        views: ['list', 'show', 'create'],
      },
    ),
    cabinetId: f.ref('cab-devices', { required: true, filter: 'equal', alwaysOn: true, filterThrough: ['areaId'] }),
    // the store of the cabinet when the alarm was raised (its store-level screen is scoped by it): never typed
    // its cabinet's store, set by the server on every write (the store's alarm screen scopes by it)
    storeId: f.ref('stores', { readOnly: true, filter: 'equal', views: ['show'], copiedFrom: { via: 'cabinetId', field: 'storeId' } }),
    binOrdinal: f.number({ integer: true, min: 1, max: 60 }),
    // a battery's alarm names the battery
    batterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      maxLength: 32,
      filter: 'search',
      requiredWhen: { category: ['battery'] },
    }),
    description: f.text({ maxLength: 200 }),
    status: f.enum(
      { open: 'error', acknowledged: 'warning', resolved: 'success', ignored: 'default' },
      { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'] },
    ),
    ignoreReason: f.text({
      maxLength: 200,
      views: ['show'],
    }),
    acknowledgedAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
    // who acknowledged, resolved or ignored it last: stamped by those transitions
    handledBy: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
    }),
    handledAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
  },
});
