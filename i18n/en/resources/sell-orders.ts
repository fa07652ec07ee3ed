import type { ResourceLabels } from '../../types';

export default {
  name: 'Sales order |||| Sales orders',
  fields: {
    id: 'ID',
    orderNo: 'Order number',
    consumerId: 'Buyer',
    storeId: 'Store',
    goodsType: 'Goods type',
    goodsName: 'Goods',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Order amount',
    payway: 'Payment method',
    status: 'Status',
    goodsSn: 'Frame no. / battery SN',
    seller: 'Salesperson',
    paidAt: 'Paid at',
    deliveredAt: 'Delivered at',
    createdAt: 'Created at',
  },
  enums: {
    goodsType: { ebike: 'E-bike', battery: 'Battery', charger: 'Charger' },
    payway: { manual: 'Cash', alipay: 'Alipay', wechat: 'WeChat Pay', pos: 'Card terminal' },
    status: { unpaid: 'Unpaid', paid: 'Paid', delivered: 'Delivered', canceled: 'Canceled', refunded: 'Refunded' },
  },
  transitions: {
    pay: 'Mark as paid',
    deliver: 'Hand over',
    cancel: 'Cancel',
  },
  actions: { refund: 'Refund' },
} satisfies ResourceLabels;
