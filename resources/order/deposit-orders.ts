import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';
import { DEMO_NOW, type Gen } from '../demo-gen';

const DEPOSIT: Readonly<Record<string, number>> = { '48V20AH': 299, '60V30AH': 499, '72V30AH': 599 };
const CREDIT_FREE = ['sesame', 'payscore'];
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();

/** Battery deposits (aurservd order type `deposit` + subscription `depositType`): paid, or frozen credit-free by Sesame Credit / WeChat Pay Score. */
export default defineResource({
  name: 'deposit-orders',
  route: '/apps/order/deposit',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_DEPOSIT',
  menu: { section: 'company', group: 'order', order: 50, icon: 'Savings' },
  title: 'orderNo',
  search: ['orderNo', 'authNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'storeId', 'amount', 'payway', 'status', 'createdAt'] },
  summary: ['consumerId', 'amount'],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      requestRefund: { from: ['paid', 'frozen'], to: 'refund_pending' },
      refund: { from: ['refund_pending'], to: 'refunded', stamps: ['refundedAt'] },
      deduct: { from: ['paid', 'frozen', 'refund_pending'], to: 'deducted', asks: ['deductAmount', 'deductReason'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('DO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', default: '60V30AH', gen: (g) => g.weighted({ '48V20AH': 2, '60V30AH': 5, '72V30AH': 2 }) },
    ),
    payway: f.enum(
      { manual: 'default', alipay: 'info', wechat: 'success', sesame: 'primary', payscore: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'wechat',
        gen: (g) => g.weighted({ manual: 1, alipay: 2, wechat: 3, sesame: 3, payscore: 2 }),
      },
    ),
    amount: f.money({ required: true, filter: 'range', gen: (_g, { record }) => DEPOSIT[String(record.batteryModel)] ?? 499 }),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', frozen: 'info', refund_pending: 'primary', refunded: 'secondary', deducted: 'error', canceled: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
        gen: (g, { record }) =>
          CREDIT_FREE.includes(String(record.payway))
            ? g.weighted({ frozen: 12, refund_pending: 1, refunded: 4, deducted: 0.5, canceled: 0.5 })
            : g.weighted({ unpaid: 1, paid: 12, refund_pending: 1, refunded: 4, deducted: 0.5, canceled: 1 }),
      },
    ),
    paidAmount: f.money({
      readOnly: true,
      views: ['list', 'show'],
      gen: (_g, { record }) => (CREDIT_FREE.includes(String(record.payway)) || ['unpaid', 'canceled'].includes(String(record.status)) ? 0 : record.amount),
    }),
    authNo: f.text({
      readOnly: true,
      maxLength: 64,
      views: ['show'],
      filter: 'search',
      gen: (g, { record }) =>
        CREDIT_FREE.includes(String(record.payway)) && record.status !== 'canceled'
          ? g.pattern(record.payway === 'sesame' ? '2026############' : '1000###############')
          : undefined,
    }),
    deductAmount: f.money({ readOnly: true, views: ['show'], gen: (g, { record }) => (record.status === 'deducted' ? g.pick([50, 80, 150, 299]) : undefined) }),
    deductReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'deducted' ? g.pick(['电池外壳破损', '电池丢失', '租金逾期未缴', '充电口烧蚀']) : undefined),
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(300)),
    }),
    refundedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'refunded' ? later(record.paidAt, g, 60 * 24 * 7, 60 * 24 * 120) : undefined),
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 10) * 60000).toISOString() : g.recent(300)),
    }),
  },
  demo: { count: 300 },
});
