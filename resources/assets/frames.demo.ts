/** Demo data of `frames` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './frames';

export default defineDemo(schema, {
  count: 200,
  fields: {
    sn: (_g, { index }) => `${BRANDS[index % BRANDS.length].prefix}2024${String(300001 + index)}`,
    brand: (_g, { index }) => BRANDS[index % BRANDS.length].name,
    model: (g, { index }) => g.pick(BRANDS[index % BRANDS.length].models),
    color: (g) => g.weighted({ black: 5, white: 3, grey: 3, silver: 1, blue: 2, red: 1, green: 1, yellow: 1 }),
    batchNo: (g) => `PC${g.pick(['2309', '2312', '2403', '2406', '2409'])}-${g.pattern('##')}`,
    productionDate: (g) => g.dayOffset(-g.int(200, 900)),
    status: (g) => g.weighted({ in_stock: 3, in_use: 8, maintenance: 1, scrapped: 1 }),
    storeId: (g, ctx) => g.refId(ctx, 'stores'),
    consumerId: (g, ctx) => (ctx.record.status === 'in_use' ? g.refId(ctx, 'consumers') : undefined),
    enabled: (_g, { record }) => record.status !== 'scrapped',
    remark: (g, { record }) =>
      record.status === 'maintenance'
        ? g.pick(['刹车异响待检修', '前叉变形', '控制器故障', '后轮胎破损'])
        : record.status === 'scrapped'
          ? g.pick(['事故损毁', '车架断裂', '超过使用年限'])
          : undefined,
    createdAt: (g) => g.recent(500),
  },
});

const BRANDS = [
  { name: '雅迪', prefix: 'YD', models: ['DE8 Pro', '冠能 T5', 'G5'] },
  { name: '爱玛', prefix: 'AM', models: ['A500', '麦 MAX', 'TDT1139Z'] },
  { name: '台铃', prefix: 'TL', models: ['超能 G3', '狮子王', '速豹'] },
  { name: '新日', prefix: 'XR', models: ['XC3', '超跑 F2'] },
  { name: '小牛', prefix: 'NIU', models: ['NQi 运动版', 'MQi2'] },
] as const;
