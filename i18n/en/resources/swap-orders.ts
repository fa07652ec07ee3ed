import type { ResourceLabels } from '../../types';

export default {
  name: 'Battery swap |||| Battery swaps',
  fields: {
    id: 'ID',
    orderNo: 'Swap number',
    consumerId: 'Rider',
    storeId: 'Store',
    cabinetId: 'Cabinet',
    status: 'Status',
    price: 'Price',
    paidAmount: 'Amount paid',
    payway: 'Paid with',
    failReason: 'Failure reason',
    alternative: 'Fallback used',
    putInBatterySn: 'Returned battery SN',
    emptyBinOrdinal: 'Empty bin',
    putInSoc: 'SOC in',
    putOutBatterySn: 'Taken battery SN',
    fullBinOrdinal: 'Full bin',
    putOutSoc: 'SOC out',
    startAt: 'Started at',
    durationSec: 'Duration (s)',
    finishAt: 'Finished at',
  },
  enums: {
    payway: { card: 'Battery card', balance: 'Account balance', alipay: 'Alipay', wechat: 'WeChat Pay' },
    status: { pending: 'Pending', running: 'In progress', success: 'Succeeded', failed: 'Failed', canceled: 'Canceled' },
  },
  actions: { refund: 'Refund' },
} satisfies ResourceLabels;
