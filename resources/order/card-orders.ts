import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField, refundAction } from './_order-fields';

/** Sales of ride cards and battery (swap) cards: prepaid passes a rider buys at a store or in the app. */
export default defineResource({
  name: 'card-orders',
  route: '/apps/order/sell-card',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_SELLCARD',
  menu: { section: 'company', group: 'order', order: 40, icon: 'CreditCard' },
  title: 'orderNo',
  search: ['orderNo', 'cardName'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'cardName', 'amount', 'payway', 'status', 'createdAt'] },
  summary: ['consumerId', 'amount'],
  // refunded through refund records: refunded once they cover the amount
  payment: { paid: 'amount', paidWhen: { status: ['paid'] }, owner: 'consumerId', refundStates: { refunded: 'refunded' } },
  recordActions: { refund: refundAction('card') },
  related: [{ resource: 'refund-orders', via: 'orderNo', match: 'orderNo' }],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('CO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    cardType: f.enum({ ride: 'primary', battery: 'info' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery' }),
    cardName: f.text({ required: true, maxLength: 40, filter: 'search' }),
    validDays: f.number({ required: true, integer: true, min: 1, max: 730 }),
    swapTimes: f.number({
      integer: true,
      min: 0,
      max: 9999,
      views: ['show', 'create', 'edit'],
    }),
    price: f.money({ required: true }),
    couponAmount: f.money({ default: 0, views: ['show', 'create', 'edit'] }),
    amount: f.money({ required: true, filter: 'range' }),
    payway: f.enum({ manual: 'default', alipay: 'info', wechat: 'success' }, { required: true, filter: 'anyOf', default: 'wechat' }),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', refunded: 'secondary', canceled: 'default' },
      { readOnly: true, views: ['list', 'show'], filter: 'anyOf', alwaysOn: true },
    ),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    expireAt: f.date({
      readOnly: true,
      views: ['list', 'show'],
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
  },
});
