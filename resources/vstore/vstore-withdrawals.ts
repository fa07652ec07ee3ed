import { createOnly, defineResource, f } from '../define';
import { DEMO_NOW, type Gen } from '../demo-gen';

const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Agents' withdrawal requests: finance reviews them, then pays out to the agent's account. */
export default defineResource({
  name: 'vstore-withdrawals',
  route: '/vstore/order-withdraw',
  privilege: 'RESOURCE_ADMIN_VSTORE_ORDER_WITHDRAW',
  menu: { section: 'vstore', order: 50, icon: 'Wallet' },
  title: 'withdrawNo',
  search: ['withdrawNo', 'accountName', 'accountNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['withdrawNo', 'vstoreId', 'amount', 'accountType', 'status', 'createdAt'] },
  summary: ['vstoreId', 'amount', 'accountName'],
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: {
      approve: { from: ['pending'], to: 'approved', stamps: ['reviewedAt', 'reviewerId'] },
      reject: { from: ['pending'], to: 'rejected', asks: ['rejectReason'], stamps: ['reviewedAt', 'reviewerId'], danger: true },
      pay: { from: ['approved'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
    },
  },
  fields: {
    id: f.id(),
    withdrawNo: createOnly(
      f.text({
        required: true,
        unique: true,
        maxLength: 32,
        pattern: 'VW\\d{10,24}',
        filter: 'search',
        alwaysOn: true,
        gen: (g, { index }) => `VW2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
      }),
    ),
    vstoreId: createOnly(f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'vstores') })),
    amount: createOnly(f.money({ required: true, min: 100, filter: 'range', gen: (g) => g.pick([500, 1000, 2000, 3000, 5000, g.float(100, 9000, 2)]) })),
    fee: f.money({ readOnly: true, views: ['list', 'show'], gen: (_g, { record }) => round2(Math.max(2, Number(record.amount) * 0.001)) }),
    actualAmount: f.money({ readOnly: true, views: ['list', 'show'], gen: (_g, { record }) => round2(Number(record.amount) - Number(record.fee)) }),
    accountType: f.enum(
      { bank: 'primary', alipay: 'info', wechat: 'success' },
      { required: true, filter: 'anyOf', default: 'bank', gen: (g) => g.weighted({ bank: 6, alipay: 3, wechat: 1 }) },
    ),
    accountName: f.text({ required: true, maxLength: 40, gen: (g) => g.personName() }),
    accountNo: f.text({
      mask: 'bankCard',
      required: true,
      maxLength: 40,
      gen: (g, { record }) => (record.accountType === 'bank' ? g.pattern('6222 **** **** ####') : g.phone().replace(/^(\d{3})\d{4}/, '$1****')),
    }),
    bankName: f.text({
      maxLength: 40,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) =>
        record.accountType === 'bank' ? g.pick(['中国工商银行西安分行', '中国建设银行雁塔支行', '招商银行高新支行', '西安银行']) : undefined,
    }),
    status: f.enum(
      { pending: 'warning', approved: 'info', paid: 'success', rejected: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
        gen: (g) => g.weighted({ pending: 3, approved: 1.5, paid: 12, rejected: 1.5 }),
      },
    ),
    rejectReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'rejected' ? g.pick(['提现金额超过可用余额', '收款账户与签约主体不一致', '存在未结清的电池赔付']) : undefined),
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (g) => g.recent(180) }),
    reviewerId: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
      gen: (g, { record }) => (record.status === 'pending' ? undefined : g.pick(['1', '4'])),
    }),
    reviewedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'pending' ? undefined : later(record.createdAt, g, 30, 60 * 48)),
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g, { record }) => (record.status === 'paid' ? later(record.reviewedAt, g, 10, 60 * 24) : undefined),
    }),
  },
  demo: { count: 150 },
});
