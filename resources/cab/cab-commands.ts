import { defineResource, f } from '../define';

/** The commands that act on one slot (and so name it). */
const SLOT_COMMANDS = ['door_open', 'bin_lock', 'bin_unlock', 'bin_enable', 'bin_disable'];

/** Commands sent to cabinets (cabservd `console`, adapter `Operate`): records with an asynchronous status. */
export default defineResource({
  name: 'cab-commands',
  route: '/apps/cab/cmd',
  privilege: 'RESOURCE_ADMIN_CAB_CMD',
  menu: { section: 'cab', order: 40, icon: 'Terminal' },
  title: 'sn',
  search: ['sn', 'requestedBy', 'orderSn', 'message'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['sn', 'cabinetId', 'operate', 'binOrdinal', 'status', 'requestedBy', 'createdAt'] },
  subtitle: ['cabinetId', 'operate'],
  summary: ['cabinetId', 'operate', 'binOrdinal'],
  actions: { edit: false, delete: false, bulkDelete: false },
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: {
      send: { from: ['pending'], to: 'sent', stamps: ['startAt'], icon: 'Send' },
      succeed: { from: ['sent'], to: 'succeeded', stamps: ['stopAt'] },
      fail: { from: ['sent'], to: 'failed', asks: ['message'], stamps: ['stopAt'], danger: true },
      timeout: { from: ['sent'], to: 'timed_out', stamps: ['stopAt'], danger: true },
      retry: { from: ['failed', 'timed_out'], to: 'pending', icon: 'Replay' },
    },
  },
  fields: {
    id: f.id(),
    sn: f.text({
      readOnly: true,
      number: { prefix: 'CMD', digits: 6 },
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
    }),
    cabinetId: f.ref('cab-devices', { required: true, filter: 'equal', alwaysOn: true, filterThrough: ['areaId'] }),
    operate: f.enum(
      { door_open: 'primary', reboot: 'error', bin_lock: 'warning', bin_unlock: 'success', bin_enable: 'success', bin_disable: 'warning', detect: 'info' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'door_open',
      },
    ),
    // a slot command names its slot; a cabinet-wide one (reboot, detect) has none
    binOrdinal: f.number({
      integer: true,
      min: 1,
      max: 60,
      filter: 'equal',
      requiredWhen: { operate: SLOT_COMMANDS },
      visibleWhen: { operate: SLOT_COMMANDS },
    }),
    business: f.enum(
      { operate: 'default', exchange: 'primary', active: 'success', pause: 'warning', continue: 'info', unsubscribe: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        default: 'operate',
      },
    ),
    orderSn: f.text({
      maxLength: 40,
      views: ['show', 'create'],
    }),
    status: f.enum(
      { pending: 'default', sent: 'info', succeeded: 'success', failed: 'error', timed_out: 'warning' },
      { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'] },
    ),
    requestedBy: f.text({
      maxLength: 40,
      views: ['list', 'show', 'create'],
      filter: 'search',
    }),
    retryTimes: f.number({
      readOnly: true,
      integer: true,
      min: 0,
      max: 10,
      default: 0,
      views: ['list', 'show'],
    }),
    message: f.text({ maxLength: 200, views: ['list', 'show'] }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create'],
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
    startAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
    stopAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
  },
});
