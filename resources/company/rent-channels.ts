import { defineResource, f } from '../define';

/** Rental sales channels of a store: its counter, the mini-program, agents, enterprise contracts. */
export default defineResource({
  name: 'rent-channels',
  route: '/apps/store/rent-channel',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_RENTCHANNEL',
  menu: { section: 'company', group: 'store', order: 30, icon: 'Storefront' },
  title: 'name',
  search: ['code', 'name', 'contactName', 'contactPhone'],
  defaultSort: { field: 'code', order: 'ASC' },
  list: { columns: ['code', 'name', 'storeId', 'type', 'contactName', 'commissionRate', 'enabled'] },
  subtitle: ['code', 'storeId'],
  fields: {
    id: f.id(),
    code: f.text({ required: true, unique: true, pattern: 'QD\\d{5}', filter: 'search', gen: (_g, { index }) => `QD${String(10001 + index)}` }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
      gen: (g, { index }) => {
        const type = typeOf(index);
        if (type === 'store_counter') return `${g.pick(['雁塔', '高新', '曲江', '未央', '碑林', '长安'])}门店柜台${index + 1}`;
        if (type === 'mini_program') return `微信小程序·${g.pick(['城市换电', '骑士租电', '极速换电'])}${index + 1}`;
        if (type === 'agent') return `${g.pick(['顺达', '骑遇', '安骑', '速通', '邦达'])}代理点${index + 1}`;
        return `${g.pick(['美团配送', '饿了么蜂鸟', '顺丰同城', '闪送', '达达快送'])}${g.pick(['雁塔', '高新', '未央'])}站点${index + 1}`;
      },
    }),
    storeId: f.ref('stores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'stores') }),
    type: f.enum(
      { store_counter: 'primary', mini_program: 'info', agent: 'secondary', enterprise: 'warning' },
      { required: true, filter: 'anyOf', default: 'store_counter', gen: (_g, { index }) => typeOf(index) },
    ),
    contactName: f.text({ maxLength: 20, gen: (g) => g.personName() }),
    contactPhone: f.phone({ gen: (g) => g.phone() }),
    commissionRate: f.percent({ default: 0, filter: 'range', gen: (g, { record }) => (record.type === 'store_counter' ? 0 : g.pick([3, 5, 5, 8, 10])) }),
    settlementCycle: f.enum(
      { daily: 'info', weekly: 'primary', monthly: 'secondary' },
      { default: 'monthly', filter: 'anyOf', gen: (g) => g.weighted({ daily: 1, weekly: 2, monthly: 5 }) },
    ),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (g) => g.bool(0.9) }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) => (record.type === 'enterprise' ? g.pick(['企业月结，骑手免押', '按骑手人数阶梯结算', '合同期一年']) : undefined),
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(400) }),
  },
  demo: { count: 80 },
});

const TYPES = ['store_counter', 'store_counter', 'mini_program', 'agent', 'agent', 'enterprise'] as const;
function typeOf(index: number): (typeof TYPES)[number] {
  return TYPES[(index * 5) % TYPES.length];
}
