import { defineResource, f } from '../define';

/** Batteries allocated to an agent (virtual store): stock it hands to its riders and answers for. */
export default defineResource({
  name: 'vstore-batteries',
  route: '/vstore/bat',
  privilege: 'RESOURCE_ADMIN_VSTORE_BATTERY',
  menu: { section: 'vstore', order: 30, icon: 'BatteryChargingFull' },
  title: 'sn',
  search: ['sn'],
  defaultSort: { field: 'allocatedAt', order: 'DESC' },
  list: { columns: ['sn', 'vstoreId', 'model', 'status', 'consumerId', 'soc'] },
  fields: {
    id: f.id(),
    vstoreId: f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true }),
    batteryId: f.ref('batteries', {
      required: true,
      unique: true,
      filter: 'equal',
    }),
    sn: f.text({
      required: true,
      maxLength: 32,
      pattern: '[A-Z0-9-]{6,32}',
      patternMessage: 'app.validation.serial',
      filter: 'search',
      alwaysOn: true,
    }),
    model: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf' }),
    status: f.enum(
      { allocated: 'info', in_use: 'success', returned: 'default', lost: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'allocated' },
    ),
    consumerId: f.ref('consumers', {
      filter: 'equal',
      views: ['list', 'show', 'edit'],
    }),
    soc: f.percent({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    allocatedAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    returnedAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
  },
});
