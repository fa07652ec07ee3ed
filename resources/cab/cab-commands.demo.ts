/** Demo data of `cab-commands` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './cab-commands';

export default defineDemo(schema, {
  count: 300,
  fields: {
    sn: (_g, { index }) => `CMD${String(2026000001 + index)}`,
    cabinetId: (g, ctx) => g.refId(ctx, 'cab-devices'),
    operate: (g) => g.weighted({ door_open: 10, reboot: 1, bin_lock: 2, bin_unlock: 2, bin_enable: 2, bin_disable: 2, detect: 3 }),
    binOrdinal: (g, ctx) => (ctx.record.operate === 'reboot' ? undefined : g.int(1, doorsOf(ctx))),
    business: (g, { record }) =>
      record.operate === 'door_open' ? g.weighted({ operate: 3, exchange: 8, active: 2, pause: 1, continue: 1, unsubscribe: 1 }) : 'operate',
    orderSn: (g, { record }) => (record.business === 'exchange' ? `EX${g.pattern('2026##########')}` : undefined),
    status: (g) => g.weighted({ pending: 1, sent: 1, succeeded: 14, failed: 2, timed_out: 1 }),
    requestedBy: (g, { record }) =>
      record.business === 'operate' ? g.pick(['系统管理员', '雁塔店长', '运维-' + g.personName()]) : `骑手${g.phone().slice(0, 3)}****${g.pattern('####')}`,
    retryTimes: (g, { record }) =>
      record.status === 'pending' || record.status === 'sent' ? 0 : g.weighted({ '0': 8, '1': 2, '2': 1, '3': 1 }) === '0' ? 0 : g.int(1, 3),
    message: (g, { record }) => MESSAGE[String(record.status)]?.(g.int(0, 99)),
    remark: (g, { record }) =>
      record.business === 'operate' && g.bool(0.3) ? g.pick(['骑手反馈仓门打不开', '远程协助取电池', '巡检测试', '故障排查']) : undefined,
    createdAt: (g) => g.recent(14),
    startAt: (g, { record }) => (record.status === 'pending' ? undefined : later(String(record.createdAt), g.int(0, 3))),
    stopAt: (g, { record }) =>
      record.status === 'pending' || record.status === 'sent' ? undefined : later(String(record.startAt), record.status === 'timed_out' ? 30 : g.int(2, 20)),
  },
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
