import { defineResource, f } from '../define';

/** Device reports received from cabinets (cabservd `SignalData`, China-Tower-style signal IDs); read-only. */
export default defineResource({
  name: 'cab-messages',
  route: '/apps/cab/msg',
  privilege: 'RESOURCE_ADMIN_CAB_MSG',
  menu: { section: 'cab', order: 30, icon: 'Sms' },
  title: 'signalName',
  search: ['signalId', 'signalName', 'value', 'raw'],
  defaultSort: { field: 'receivedAt', order: 'DESC' },
  list: { columns: ['receivedAt', 'cabinetId', 'direction', 'signalName', 'binOrdinal', 'value', 'unit'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    cabinetId: f.ref('cab-devices', { readOnly: true, filter: 'equal', alwaysOn: true, filterThrough: ['areaId'] }),
    receivedAt: f.datetime({ readOnly: true, filter: 'range' }),
    direction: f.enum({ telemetry: 'info', telecontrol: 'warning' }, { readOnly: true, filter: 'anyOf', alwaysOn: true }),
    signalId: f.text({ readOnly: true, filter: 'equal' }),
    signalName: f.text({ readOnly: true, filter: 'search' }),
    binOrdinal: f.number({
      readOnly: true,
      integer: true,
      min: 1,
      max: 60,
      filter: 'equal',
    }),
    value: f.text({ readOnly: true }),
    unit: f.text({ readOnly: true, views: ['list', 'show'] }),
    raw: f.text({
      readOnly: true,
      views: ['show'],
    }),
  },
});
