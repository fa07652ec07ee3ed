/** Demo data of `complaints` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW } from '../demo-gen';
import schema from './complaints';
import { existingOrderNo } from '../order/_order-demo';

export default defineDemo(schema, {
  count: 120,
  fields: {
    ticketNo: (_g, { index }) => `TS${String(2026100001 + index)}`,
    consumerId: (g, ctx) => g.refId(ctx, 'consumers'),
    type: (g) => g.weighted({ cabinet: 5, battery: 4, vehicle: 2, billing: 3, service: 2, other: 1 }),
    priority: (g) => g.weighted({ low: 2, normal: 6, high: 3, urgent: 1 }),
    content: (g, { record }) => g.pick(CONTENT[String(record.type)] ?? CONTENT.other),
    images: () => undefined,
    contactPhone: (g, ctx) => String((ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId))?.phone ?? g.phone()),
    relatedOrder: (g, ctx) =>
      ctx.record.type === 'billing'
        ? existingOrderNo(g, ctx, 'rent-orders')
        : ctx.record.type === 'cabinet'
          ? existingOrderNo(g, ctx, 'swap-orders')
          : undefined,
    cabinetId: (g, ctx) => (ctx.record.type === 'cabinet' ? g.refId(ctx, 'cab-devices') : undefined),
    status: (g) => g.weighted({ open: 3, processing: 2, closed: 8 }),
    assigneeId: (g, ctx) => (ctx.record.status === 'open' ? undefined : g.refId(ctx, 'sys-users')),
    resolution: (g, { record }) => (record.status === 'closed' ? g.pick(RESOLUTION) : undefined),
    createdAt: (g) => g.recent(90),
    closedAt: (g, { record }) =>
      record.status === 'closed' ? new Date(Math.min(Date.parse(String(record.createdAt)) + g.int(1, 72) * 3600000, DEMO_NOW)).toISOString() : undefined,
  },
});

const CONTENT: Record<string, readonly string[]> = {
  cabinet: ['换电柜扫码后仓门没有打开，等了十分钟', '放入旧电池后柜子没识别，新电池仓不开', '换电柜显示离线，附近没有其他柜子', '柜子里的满电电池只有60%电量'],
  battery: ['新换的电池跑了20公里就没电了', '电池充不进电，仪表显示故障', '电池外壳有裂缝，担心安全', '电池插上后车子不通电'],
  vehicle: ['租的车刹车不灵，需要维修', '车把松动，骑行有异响', '车灯不亮，晚上送单不安全'],
  billing: ['套餐已经续费了，还是显示逾期', '押金退款一周了还没到账', '重复扣费两次，请核实退款', '滞纳金计算有误'],
  service: ['门店店员态度差，不给办理退租', '客服电话一直打不通', '门店营业时间没开门'],
  other: ['希望在公司附近增加换电柜', '小程序经常闪退', '建议增加夜间换电优惠'],
};
const RESOLUTION = [
  '已远程开仓，骑手取出电池，补偿3天套餐',
  '已安排运维现场检修，更换故障电池',
  '核实重复扣费，已原路退回',
  '押金退款已加急处理，预计1个工作日到账',
  '已联系门店店长整改，并向骑手致歉',
  '已记录需求，转交运营评估选址',
];
