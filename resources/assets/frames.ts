import { defineResource, f } from '../define';

/** Vehicle frames (aurservd `ebike` + `asset`): the frame number (车架号) identifies an e-bike. */
export default defineResource({
  name: 'frames',
  route: '/apps/assets/frame',
  privilege: 'RESOURCE_ADMIN_COMPANY_ASSETS_FRAME',
  menu: { section: 'company', group: 'assets', order: 20, icon: 'ElectricBike' },
  title: 'sn',
  search: ['sn', 'brand', 'model', 'batchNo'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'brand', 'model', 'color', 'status', 'storeId', 'consumerId'] },
  subtitle: ['brand', 'storeId'],
  fields: {
    id: f.id(),
    sn: f.text({
      required: true,
      unique: true,
      pattern: '[A-Z0-9]{10,20}',
      patternMessage: 'app.validation.serial',
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `${BRANDS[index % BRANDS.length].prefix}2024${String(300001 + index)}`,
    }),
    brand: f.text({ required: true, maxLength: 20, filter: 'search', gen: (_g, { index }) => BRANDS[index % BRANDS.length].name }),
    model: f.text({ required: true, maxLength: 40, gen: (g, { index }) => g.pick(BRANDS[index % BRANDS.length].models) }),
    color: f.enum(
      { black: 'default', white: 'default', grey: 'default', silver: 'default', blue: 'info', red: 'error', green: 'success', yellow: 'warning' },
      { filter: 'anyOf', default: 'black', gen: (g) => g.weighted({ black: 5, white: 3, grey: 3, silver: 1, blue: 2, red: 1, green: 1, yellow: 1 }) },
    ),
    batchNo: f.text({
      maxLength: 30,
      views: ['show', 'create', 'edit'],
      gen: (g) => `PC${g.pick(['2309', '2312', '2403', '2406', '2409'])}-${g.pattern('##')}`,
    }),
    productionDate: f.date({ views: ['show', 'create', 'edit'], gen: (g) => g.dayOffset(-g.int(200, 900)) }),
    status: f.enum(
      { in_stock: 'default', in_use: 'success', maintenance: 'warning', scrapped: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'in_stock', gen: (g) => g.weighted({ in_stock: 3, in_use: 8, maintenance: 1, scrapped: 1 }) },
    ),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'stores') }),
    consumerId: f.ref('consumers', { filter: 'equal', gen: (g, ctx) => (ctx.record.status === 'in_use' ? g.refId(ctx, 'consumers') : undefined) }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (_g, { record }) => record.status !== 'scrapped' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) =>
        record.status === 'maintenance'
          ? g.pick(['刹车异响待检修', '前叉变形', '控制器故障', '后轮胎破损'])
          : record.status === 'scrapped'
            ? g.pick(['事故损毁', '车架断裂', '超过使用年限'])
            : undefined,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(500) }),
  },
  demo: { count: 200 },
});

const BRANDS = [
  { name: '雅迪', prefix: 'YD', models: ['DE8 Pro', '冠能 T5', 'G5'] },
  { name: '爱玛', prefix: 'AM', models: ['A500', '麦 MAX', 'TDT1139Z'] },
  { name: '台铃', prefix: 'TL', models: ['超能 G3', '狮子王', '速豹'] },
  { name: '新日', prefix: 'XR', models: ['XC3', '超跑 F2'] },
  { name: '小牛', prefix: 'NIU', models: ['NQi 运动版', 'MQi2'] },
] as const;
