/** Demo data of `rent-channels` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './rent-channels';

export default defineDemo(schema, {
  count: 80,
  fields: {
    code: (_g, { index }) => `QD${String(10001 + index)}`,
    name: (g, { index }) => {
      const type = typeOf(index);
      if (type === 'store_counter') return `${g.pick(['雁塔', '高新', '曲江', '未央', '碑林', '长安'])}门店柜台${index + 1}`;
      if (type === 'mini_program') return `微信小程序·${g.pick(['城市换电', '骑士租电', '极速换电'])}${index + 1}`;
      if (type === 'agent') return `${g.pick(['顺达', '骑遇', '安骑', '速通', '邦达'])}代理点${index + 1}`;
      return `${g.pick(['美团配送', '饿了么蜂鸟', '顺丰同城', '闪送', '达达快送'])}${g.pick(['雁塔', '高新', '未央'])}站点${index + 1}`;
    },
    storeId: (g, ctx) => g.refId(ctx, 'stores'),
    type: (_g, { index }) => typeOf(index),
    contactName: (g) => g.personName(),
    contactPhone: (g) => g.phone(),
    commissionRate: (g, { record }) => (record.type === 'store_counter' ? 0 : g.pick([3, 5, 5, 8, 10])),
    settlementCycle: (g) => g.weighted({ daily: 1, weekly: 2, monthly: 5 }),
    enabled: (g) => g.bool(0.9),
    remark: (g, { record }) => (record.type === 'enterprise' ? g.pick(['企业月结，骑手免押', '按骑手人数阶梯结算', '合同期一年']) : undefined),
    createdAt: (g) => g.recent(400),
  },
});

const TYPES = ['store_counter', 'store_counter', 'mini_program', 'agent', 'agent', 'enterprise'] as const;
function typeOf(index: number): (typeof TYPES)[number] {
  return TYPES[(index * 5) % TYPES.length];
}
