import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField, refundAction } from './_order-fields';

/**
 * A rental in force (paid, or its refund refused) a whole day or more past its due date is overdue:
 * the server works out by how many whole days (resources/computed.ts) when it reads the order.
 */
const OVERDUE = { daysPast: 'dueAt', when: { status: ['paid', 'refund_refused'] } };

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
  list: { columns: ['orderNo', 'consumerId', 'storeId', 'commodityId', 'amount', 'status', 'dueAt', 'overdueDays', 'overdueFee', 'createdAt'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['consumerId', 'amount'],
  // refunded through refund records (one model): "refund" starts one; its review and payout move this order's state
  payment: {
    paid: 'amount',
    paidWhen: { status: ['paid', 'refund_pending', 'refund_refused'] },
    owner: 'consumerId',
    refundStates: { pending: 'refund_pending', refunded: 'refunded', refused: 'refund_refused' },
  },
  recordActions: { refund: refundAction('rent') },
  related: [{ resource: 'refund-orders', via: 'orderNo', match: 'orderNo' }],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      // paid from the rider's balance: a posting taking the amount from it
      pay: {
        from: ['unpaid'],
        to: 'paid',
        // due its days after it is paid
        stamps: ['paidAt', { field: 'dueAt', addDays: 'days' }],
        icon: 'Paid',
        posts: {
          account: { resource: 'consumer-accounts', match: 'consumerId', by: 'consumerId' },
          field: 'balance',
          amount: 'amount',
          sign: -1,
          when: { payway: ['balance'] },
        },
      },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
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
    payway: f.enum({ manual: 'default', alipay: 'info', wechat: 'success', balance: 'primary' }, { required: true, filter: 'anyOf', default: 'manual' }),
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
    // due its days after it was paid (the pay transition stamps it); past it, the server works out by how long and what it costs
    dueAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    overdue: f.boolean({
      readOnly: true,
      views: ['show'],
      filter: 'equal',
      alwaysOn: true,
      computed: OVERDUE,
    }),
    overdueDays: f.number({
      readOnly: true,
      integer: true,
      views: ['list', 'show'],
      filter: 'range',
      computed: OVERDUE,
    }),
    // the days × the package's daily price (what the rider paid for it: its total over its days)
    overdueFee: f.money({
      readOnly: true,
      views: ['list', 'show'],
      computed: { ...OVERDUE, perDay: { price: 'total', days: 'days' } },
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
  },
});
