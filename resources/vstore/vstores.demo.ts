/** Demo data of `vstores` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './vstores';

const PLACES = ['雁塔', '高新', '曲江', '未央', '碑林', '长安', '浐灞', '经开', '莲湖', '灞桥', '咸阳', '秦都'];
const KINDS = ['骑士驿站', '电动车行', '换电代理点', '外卖站点合作商', '车行加盟店'];

export default defineDemo(schema, {
  count: 30,
  fields: {
    sn: (_g, { index }) => `VS${String(20001 + index)}`,
    name: (g, { index }) => `${g.pick(PLACES)}${g.pick(KINDS)}${index % 3 === 0 ? '' : `（${g.pick(['一', '二', '三', '四'])}部）`}`,
    type: (g) => g.weighted({ agent: 5, franchise: 3, enterprise: 1 }),
    contact: (g) => g.personName(),
    phone: (g) => g.phone(),
    areaId: (g, ctx) => g.refId(ctx, 'areas'),
    address: (g) => g.address('西安'),
    commissionRate: (g) => g.pick([5, 6, 8, 8, 10, 12, 15]),
    balance: (g) => g.float(0, 30000, 2),
    frozenAmount: (g) => (g.bool(0.3) ? g.float(100, 3000, 2) : 0),
    settleAccount: (g) => `${g.pick(['中国工商银行', '中国建设银行', '招商银行', '西安银行'])} ${g.pattern('6222 **** **** ####')}`,
    status: (g) => g.weighted({ active: 8, suspended: 1, closed: 1 }),
    contractEndAt: (g) => g.dayOffset(g.int(-30, 540)),
    createdAt: (g) => g.recent(600),
  },
});
