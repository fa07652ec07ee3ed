import { defineResource, f } from '../define';
import { orderConsumerField, orderStoreField, refundAction } from './_order-fields';

/**
 * Battery exchanges at a cabinet (aurservd `exchange` + adapter swap steps): written by the cabinets,
 * read here. What the rider paid (price, paid amount, channel) and why a failed one failed; a
 * charged swap is refunded through a refund record (`refund`).
 */
export default defineResource({
  name: 'swap-orders',
  route: '/apps/order/bat-ex',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_BAT_EX',
  menu: { section: 'company', group: 'order', order: 20, icon: 'SwapHoriz' },
  title: 'orderNo',
  search: ['orderNo', 'putInBatterySn', 'putOutBatterySn'],
  defaultSort: { field: 'startAt', order: 'DESC' },
  list: { columns: ['orderNo', 'consumerId', 'cabinetId', 'status', 'paidAmount', 'putInBatterySn', 'putOutBatterySn', 'startAt'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  summary: ['consumerId', 'paidAmount', 'status'],
  // a charged swap (a failed one included) can be refunded: what it was paid, less what is refunded
  payment: { paid: 'paidAmount', paidWhen: { status: ['success', 'failed'] }, owner: 'consumerId' },
  recordActions: { refund: refundAction('swap') },
  related: [{ resource: 'refund-orders', via: 'orderNo', match: 'orderNo' }],
  fields: {
    id: f.id(),
    orderNo: f.text({
      readOnly: true,
      number: { prefix: 'EX', digits: 10 },
      unique: true,
      filter: 'search',
      alwaysOn: true,
    }),
    consumerId: orderConsumerField({ readOnly: true }),
    storeId: orderStoreField({ readOnly: true }),
    cabinetId: f.ref('cab-devices', { readOnly: true, filter: 'equal', filterThrough: ['areaId'] }),
    status: f.enum(
      { pending: 'default', running: 'info', success: 'success', failed: 'error', canceled: 'warning' },
      { readOnly: true, filter: 'anyOf', alwaysOn: true },
    ),
    // the swap's price, and what was charged for it: nothing on a battery card, nothing yet while it runs
    price: f.money({ readOnly: true, views: ['list', 'show'] }),
    payway: f.enum({ card: 'secondary', balance: 'primary', alipay: 'info', wechat: 'success' }, { readOnly: true, views: ['list', 'show'], filter: 'anyOf' }),
    paidAmount: f.money({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    failReason: f.text({ readOnly: true, maxLength: 200, views: ['list', 'show'] }),
    alternative: f.boolean({
      readOnly: true,
      filter: 'equal',
    }),
    putInBatterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      readOnly: true,
      filter: 'search',
    }),
    emptyBinOrdinal: f.number({ readOnly: true, integer: true, min: 1, max: 60 }),
    putInSoc: f.percent({ readOnly: true, filter: 'range' }),
    putOutBatterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      readOnly: true,
      filter: 'search',
    }),
    fullBinOrdinal: f.number({ readOnly: true, integer: true, min: 1, max: 60 }),
    putOutSoc: f.percent({ readOnly: true }),
    startAt: f.datetime({
      readOnly: true,
      filter: 'range',
    }),
    durationSec: f.number({ readOnly: true, integer: true, min: 0, filter: 'range' }),
    finishAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
  },
});
