import { defineResource, f } from '../define';
import { DEMO_NOW, type GenContext } from '../demo-gen';

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
      gen: (_g, { index }) => `CMD${String(2026000001 + index)}`,
    }),
    cabinetId: f.ref('cab-devices', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'cab-devices') }),
    operate: f.enum(
      { door_open: 'primary', reboot: 'error', bin_lock: 'warning', bin_unlock: 'success', bin_enable: 'success', bin_disable: 'warning', detect: 'info' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'door_open',
        gen: (g) => g.weighted({ door_open: 10, reboot: 1, bin_lock: 2, bin_unlock: 2, bin_enable: 2, bin_disable: 2, detect: 3 }),
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
      gen: (g, ctx) => (ctx.record.operate === 'reboot' ? undefined : g.int(1, doorsOf(ctx))),
    }),
    business: f.enum(
      { operate: 'default', exchange: 'primary', active: 'success', pause: 'warning', continue: 'info', unsubscribe: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        default: 'operate',
        gen: (g, { record }) =>
          record.operate === 'door_open' ? g.weighted({ operate: 3, exchange: 8, active: 2, pause: 1, continue: 1, unsubscribe: 1 }) : 'operate',
      },
    ),
    orderSn: f.text({
      maxLength: 40,
      views: ['show', 'create'],
      gen: (g, { record }) => (record.business === 'exchange' ? `EX${g.pattern('2026##########')}` : undefined),
    }),
    status: f.enum(
      { pending: 'default', sent: 'info', succeeded: 'success', failed: 'error', timed_out: 'warning' },
      { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'], gen: (g) => g.weighted({ pending: 1, sent: 1, succeeded: 14, failed: 2, timed_out: 1 }) },
    ),
    requestedBy: f.text({
      maxLength: 40,
      views: ['list', 'show', 'create'],
      filter: 'search',
      gen: (g, { record }) =>
        record.business === 'operate' ? g.pick(['系统管理员', '雁塔店长', '运维-' + g.personName()]) : `骑手${g.phone().slice(0, 3)}****${g.pattern('####')}`,
    }),
    retryTimes: f.number({
      readOnly: true,
      integer: true,
      min: 0,
      max: 10,
      default: 0,
      views: ['list', 'show'],
      gen: (g, { record }) =>
        record.status === 'pending' || record.status === 'sent' ? 0 : g.weighted({ '0': 8, '1': 2, '2': 1, '3': 1 }) === '0' ? 0 : g.int(1, 3),
    }),
    message: f.text({ maxLength: 200, views: ['list', 'show'], gen: (g, { record }) => MESSAGE[String(record.status)]?.(g.int(0, 99)) }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create'],
      gen: (g, { record }) =>
        record.business === 'operate' && g.bool(0.3) ? g.pick(['骑手反馈仓门打不开', '远程协助取电池', '巡检测试', '故障排查']) : undefined,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(14) }),
    startAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'pending' ? undefined : later(String(record.createdAt), g.int(0, 3))),
    }),
    stopAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) =>
        record.status === 'pending' || record.status === 'sent' ? undefined : later(String(record.startAt), record.status === 'timed_out' ? 30 : g.int(2, 20)),
    }),
  },
  demo: { count: 300 },
});

const MESSAGE: Record<string, (n: number) => string> = {
  succeeded: () => 'OK',
  failed: (n) => ['仓门未关闭', '电池未检测到', '设备返回 NACK', '仓位已被禁用'][n % 4],
  timed_out: () => '等待设备应答超时（30秒）',
};

/** An ISO time `seconds` after `iso`, never later than the demo "now". */
function later(iso: string, seconds: number): string | undefined {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(Math.min(t + seconds * 1000, DEMO_NOW)).toISOString();
}
function doorsOf(ctx: GenContext): number {
  const cab = (ctx.db['cab-devices'] ?? []).find((c) => String(c.id) === String(ctx.record.cabinetId));
  return Number(cab?.doors ?? 12) || 12;
}
