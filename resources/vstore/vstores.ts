import { defineResource, f } from '../define';

const PLACES = ['雁塔', '高新', '曲江', '未央', '碑林', '长安', '浐灞', '经开', '莲湖', '灞桥', '咸阳', '秦都'];
const KINDS = ['骑士驿站', '电动车行', '换电代理点', '外卖站点合作商', '车行加盟店'];

/** Virtual stores: agents and franchise accounts that sign riders and sell without a shop of ours, paid by commission. */
export default defineResource({
  name: 'vstores',
  route: '/vstore/store',
  privilege: 'RESOURCE_ADMIN_VSTORE_STORE',
  menu: { section: 'vstore', order: 10, icon: 'Storefront' },
  title: 'name',
  search: ['sn', 'name', 'contact', 'phone'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'name', 'type', 'contact', 'phone', 'balance', 'status'] },
  subtitle: ['sn', 'areaId'],
  fields: {
    id: f.id(),
    sn: f.text({ required: true, unique: true, pattern: 'VS\\d{5}', filter: 'search', alwaysOn: true, gen: (_g, { index }) => `VS${String(20001 + index)}` }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      gen: (g, { index }) => `${g.pick(PLACES)}${g.pick(KINDS)}${index % 3 === 0 ? '' : `（${g.pick(['一', '二', '三', '四'])}部）`}`,
    }),
    type: f.enum(
      { agent: 'primary', franchise: 'info', enterprise: 'secondary' },
      { required: true, filter: 'anyOf', default: 'agent', gen: (g) => g.weighted({ agent: 5, franchise: 3, enterprise: 1 }) },
    ),
    contact: f.text({ required: true, maxLength: 20, gen: (g) => g.personName() }),
    phone: f.phone({ required: true, unique: true, filter: 'search', gen: (g) => g.phone() }),
    areaId: f.ref('areas', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'areas') }),
    address: f.text({ maxLength: 120, views: ['show', 'create', 'edit'], gen: (g) => g.address('西安') }),
    commissionRate: f.percent({ required: true, default: 8, filter: 'range', gen: (g) => g.pick([5, 6, 8, 8, 10, 12, 15]) }),
    balance: f.money({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (g) => g.float(0, 30000, 2) }),
    frozenAmount: f.money({ readOnly: true, views: ['show'], gen: (g) => (g.bool(0.3) ? g.float(100, 3000, 2) : 0) }),
    settleAccount: f.text({
      maxLength: 60,
      views: ['show', 'create', 'edit'],
      gen: (g) => `${g.pick(['中国工商银行', '中国建设银行', '招商银行', '西安银行'])} ${g.pattern('6222 **** **** ####')}`,
    }),
    status: f.enum(
      { active: 'success', suspended: 'warning', closed: 'default' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'active', gen: (g) => g.weighted({ active: 8, suspended: 1, closed: 1 }) },
    ),
    contractEndAt: f.date({ views: ['list', 'show', 'create', 'edit'], gen: (g) => g.dayOffset(g.int(-30, 540)) }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(600) }),
  },
  demo: { count: 30 },
});
