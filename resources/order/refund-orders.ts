import { defineResource, f } from '../define';
import { ORDER_COLLECTIONS, ORDER_NUMBER_TARGETS, orderConsumerField, orderStoreField } from './_order-fields';

/**
 * Refunds (aurservd `orderrefund`): a rider asks for money back on an order — any kind, a swap
 * included; a second person reviews it; it is paid out to the rider's balance (a posting in the
 * account's ledger) or through a channel with its reference. The order is checked (`refundOf`) and
 * follows: refund pending while one is open, refunded once refunds cover what was paid.
 */
export default defineResource({
  name: 'refund-orders',
  route: '/apps/order/refund',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND',
  menu: { section: 'company', group: 'order', order: 60, icon: 'Undo' },
  title: 'refundNo',
  search: ['refundNo', 'orderNo', 'reason'],
  refundOf: {
    type: 'orderType',
    targets: ORDER_COLLECTIONS,
    number: 'orderNo',
    numberField: 'orderNo',
    amount: 'amount',
    owner: 'consumerId',
    store: 'storeId',
    open: ['requested', 'approved', 'failed'],
    settled: ['refunded'],
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['refundNo', 'consumerId', 'orderType', 'amount', 'status', 'createdAt', 'reviewerId'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['amount', 'consumerId', 'orderNo', 'createdBy'],
  workflow: {
    field: 'status',
    initial: 'requested',
    transitions: {
      // the amount of a refund under review changes only here: with a reason, in the audit log
      amend: { from: ['requested'], to: 'requested', asks: ['amount', 'amendReason'], icon: 'Edit' },
      // four eyes: whoever created it does not review it
      approve: { from: ['requested'], to: 'approved', stamps: ['reviewedAt', 'reviewerId'], notBy: 'createdBy' },
      reject: { from: ['requested'], to: 'rejected', asks: ['rejectReason'], stamps: ['reviewedAt', 'reviewerId'], danger: true, notBy: 'createdBy' },
      // paid out: to the rider's balance (a posting), or through a channel with its reference
      refund: {
        from: ['approved'],
        to: 'refunded',
        asks: ['payoutChannel', 'payoutReference'],
        stamps: ['refundedAt'],
        icon: 'Paid',
        posts: {
          account: { resource: 'consumer-accounts', match: 'consumerId', by: 'consumerId' },
          field: 'balance',
          amount: 'amount',
          when: { payoutChannel: ['balance'] },
        },
      },
      fail: { from: ['approved'], to: 'failed', asks: ['failReason'], danger: true },
      retry: { from: ['failed'], to: 'approved', icon: 'Replay' },
    },
  },
  fields: {
    id: f.id(),
    // given by the server on create (RF, the year, a sequence), never typed
    refundNo: f.text({
      required: true,
      unique: true,
      readOnly: true,
      number: { prefix: 'RF', digits: 10 },
      maxLength: 32,
      pattern: 'RF\\d{10,24}',
      filter: 'search',
      alwaysOn: true,
    }),
    orderType: f.enum({ rent: 'primary', swap: 'success', sell: 'info', card: 'secondary', deposit: 'warning' }, { required: true, filter: 'anyOf' }),
    orderNo: f.text({
      required: true,
      maxLength: 32,
      pattern: '[A-Z]{2}\\d{10,24}',
      filter: 'search',
      pointsTo: ORDER_NUMBER_TARGETS,
      // the number of an order of its kind, as riders quote it
    }),
    // the rider of the order refunded (checked), and its store (taken from the order)
    consumerId: { ...orderConsumerField() },
    storeId: orderStoreField({ readOnly: true }),
    amount: f.money({
      required: true,
      filter: 'range',
    }),
    reason: f.text({
      required: true,
      maxLength: 200,
    }),
    status: f.enum(
      { requested: 'warning', approved: 'info', refunded: 'success', rejected: 'default', failed: 'error' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
      },
    ),
    // who approved or rejected it: stamped by those transitions
    reviewerId: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
    }),
    amendReason: f.text({ readOnly: true, maxLength: 200, views: ['show'] }),
    rejectReason: f.text({
      readOnly: true,
      requiredWhen: { status: ['rejected'] },
      maxLength: 200,
      views: ['show'],
    }),
    failReason: f.text({
      readOnly: true,
      requiredWhen: { status: ['failed'] },
      maxLength: 200,
      views: ['show'],
    }),
    payoutChannel: f.enum(
      { balance: 'primary', original: 'info', bank: 'secondary', cash: 'default' },
      { readOnly: true, views: ['list', 'show'], filter: 'anyOf' },
    ),
    // the gateway's or the bank's transaction number: none when paid into the balance (its posting is the record)
    payoutReference: f.text({ readOnly: true, maxLength: 64, views: ['show'], requiredWhen: { payoutChannel: ['original', 'bank', 'cash'] } }),
    // who asked for it: never its reviewer
    createdBy: f.ref('sys-users', { readOnly: true, stamp: true, views: ['list', 'show'], filter: 'equal' }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    reviewedAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
    refundedAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
  },
});
