import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';

/** Rental orders (aurservd `order` of type new/renewal/resign/change_battery): a rider buys a rental package. */
export default defineResource({
  name: 'rent-orders',
  route: '/apps/order/rent',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_RENT',
  menu: { section: 'company', group: 'order', order: 10, icon: 'ReceiptLong' },
  title: 'orderNo',
  search: ['orderNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'storeId', 'commodityId', 'amount', 'status', 'createdAt'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['consumerId', 'amount'],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      requestRefund: { from: ['paid', 'refund_refused'], to: 'refund_pending', asks: ['refundReason'] },
      approveRefund: { from: ['refund_pending'], to: 'refunded', stamps: ['refundAt'] },
      refuseRefund: { from: ['refund_pending'], to: 'refund_refused', asks: ['refuseReason'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('RO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    commodityId: f.ref('commodities', { required: true, filter: 'equal' }),
    type: f.enum({ new: 'primary', renewal: 'info', resign: 'secondary', change_battery: 'warning' }, { required: true, filter: 'anyOf', default: 'new' }),
    days: f.number({ required: true, integer: true, min: 1, max: 1095 }),
    payway: f.enum({ manual: 'default', alipay: 'info', wechat: 'success' }, { required: true, filter: 'anyOf', default: 'manual' }),
    total: f.money({ required: true }),
    amount: f.money({
      required: true,
      filter: 'range',
    }),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', refund_pending: 'info', refunded: 'secondary', refund_refused: 'error', canceled: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
      },
    ),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    refundReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
    }),
    refuseReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
    }),
    refundAt: f.datetime({
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
