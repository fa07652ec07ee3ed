import { createOnly, defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField, refundAction } from './_order-fields';

/** Sales of vehicles, batteries and chargers at a store (outright purchase, not rental). */
export default defineResource({
  name: 'sell-orders',
  route: '/apps/order/sell',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_SELL',
  menu: { section: 'company', group: 'order', order: 30, icon: 'ShoppingCart' },
  title: 'orderNo',
  search: ['orderNo', 'goodsName', 'goodsSn'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'goodsName', 'amount', 'payway', 'status', 'createdAt'] },
  summary: ['consumerId', 'amount'],
  // refunded through refund records: refunded once they cover the amount
  payment: { paid: 'amount', paidWhen: { status: ['paid', 'delivered'] }, owner: 'consumerId', refundStates: { refunded: 'refunded' } },
  recordActions: { refund: refundAction('sell') },
  related: [{ resource: 'refund-orders', via: 'orderNo', match: 'orderNo' }],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      deliver: { from: ['paid'], to: 'delivered', stamps: ['deliveredAt'], icon: 'LocalShipping' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: createOnly(orderNoField('SO')),
    consumerId: createOnly(orderConsumerField()),
    storeId: createOnly(orderStoreField()),
    goodsType: createOnly(f.enum({ ebike: 'primary', battery: 'info', charger: 'secondary' }, { required: true, filter: 'anyOf', default: 'ebike' })),
    goodsName: createOnly(f.text({ required: true, maxLength: 60, filter: 'search' })),
    quantity: createOnly(
      f.number({
        required: true,
        integer: true,
        min: 1,
        max: 99,
        default: 1,
      }),
    ),
    unitPrice: createOnly(f.money({ required: true })),
    amount: createOnly(
      f.money({
        required: true,
        filter: 'range',
      }),
    ),
    payway: createOnly(
      f.enum({ manual: 'default', alipay: 'info', wechat: 'success', pos: 'secondary' }, { required: true, filter: 'anyOf', default: 'wechat' }),
    ),
    status: f.enum(
      { unpaid: 'warning', paid: 'info', delivered: 'success', canceled: 'default', refunded: 'secondary' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
      },
    ),
    goodsSn: f.text({
      maxLength: 40,
      filter: 'search',
      views: ['list', 'show', 'edit'],
    }),
    seller: f.text({ maxLength: 20, views: ['show', 'create', 'edit'] }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    deliveredAt: f.datetime({
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
