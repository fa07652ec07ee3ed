import { defineResource, f } from '../define';
import { ORDER_NUMBER_TARGETS, orderConsumerField, orderStoreField } from './_order-fields';

/** Refunds (aurservd `orderrefund`): a rider asks for money back on an order; staff review, the gateway pays out. */
export default defineResource({
  name: 'refund-orders',
  route: '/apps/order/refund',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND',
  menu: { section: 'company', group: 'order', order: 60, icon: 'Undo' },
  title: 'refundNo',
  search: ['refundNo', 'orderNo', 'reason'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['refundNo', 'consumerId', 'orderType', 'amount', 'status', 'createdAt', 'reviewerId'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['amount', 'consumerId', 'orderNo'],
  workflow: {
    field: 'status',
    initial: 'requested',
    transitions: {
      // the amount of a refund under review changes only here: with a reason, in the audit log
      amend: { from: ['requested'], to: 'requested', asks: ['amount', 'amendReason'], icon: 'Edit' },
      approve: { from: ['requested'], to: 'approved', stamps: ['reviewedAt', 'reviewerId'] },
      reject: { from: ['requested'], to: 'rejected', asks: ['rejectReason'], stamps: ['reviewedAt', 'reviewerId'], danger: true },
      refund: { from: ['approved'], to: 'refunded', stamps: ['refundedAt'], icon: 'Paid' },
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
    orderType: f.enum({ rent: 'primary', sell: 'info', card: 'secondary', deposit: 'warning' }, { required: true, filter: 'anyOf' }),
    orderNo: f.text({
      required: true,
      maxLength: 32,
      pattern: '[A-Z]{2}\\d{10,24}',
      filter: 'search',
      pointsTo: ORDER_NUMBER_TARGETS.filter((t) => t.resource !== 'swap-orders'),
      // the number of an order of its kind, as riders quote it
    }),
    // the rider and store of the order refunded
    consumerId: { ...orderConsumerField() },
    storeId: { ...orderStoreField() },
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
