import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';

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
