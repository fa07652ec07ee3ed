import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField, refundAction } from './_order-fields';

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
  // a deposit paid in money is refunded through refund records (one model); a credit-free one is released
  payment: {
    paid: 'amount',
    paidWhen: { status: ['paid', 'refund_pending'], payway: ['manual', 'alipay', 'wechat'] },
    owner: 'consumerId',
    refundStates: { pending: 'refund_pending', refunded: 'refunded', refused: 'paid' },
  },
  recordActions: { refund: refundAction('deposit') },
  related: [{ resource: 'refund-orders', via: 'orderNo', match: 'orderNo' }],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      // a credit-free deposit (Sesame Credit, WeChat Pay Score) holds no money: releasing the authorization ends it
      release: { from: ['frozen'], to: 'refunded', stamps: ['refundedAt'], icon: 'LockOpen' },
      deduct: { from: ['paid', 'frozen'], to: 'deducted', asks: ['deductAmount', 'deductReason'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('DO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    batteryModel: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf', default: '60V30AH' }),
    payway: f.enum(
      { manual: 'default', alipay: 'info', wechat: 'success', sesame: 'primary', payscore: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'wechat',
      },
    ),
    amount: f.money({ required: true, filter: 'range' }),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', frozen: 'info', refund_pending: 'primary', refunded: 'secondary', deducted: 'error', canceled: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
      },
    ),
    paidAmount: f.money({
      readOnly: true,
      views: ['list', 'show'],
    }),
    authNo: f.text({
      readOnly: true,
      maxLength: 64,
      views: ['show'],
      filter: 'search',
    }),
    deductAmount: f.money({ readOnly: true, views: ['show'] }),
    deductReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    refundedAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
  },
});
