import type { ResourceLabels } from '../../types';

export default {
  name: '押金订单 |||| 押金订单',
  fields: {
    id: 'ID',
    orderNo: '订单编号',
    consumerId: '骑手',
    storeId: '门店',
    batteryModel: '电池型号',
    payway: '支付方式',
    amount: '押金金额',
    status: '状态',
    paidAmount: '实付金额',
    authNo: '预授权号',
    deductAmount: '扣除金额',
    deductReason: '扣除原因',
    paidAt: '支付时间',
    refundedAt: '退还时间',
    createdAt: '创建时间',
  },
  enums: {
    batteryModel: { '48V20AH': '48V20AH', '60V30AH': '60V30AH', '72V30AH': '72V30AH' },
    payway: { manual: '线下收款', alipay: '支付宝', wechat: '微信支付', sesame: '芝麻信用免押', payscore: '微信支付分免押' },
    status: {
      unpaid: '待支付',
      paid: '已支付',
      frozen: '已冻结（免押）',
      refund_pending: '退款中',
      refunded: '已退还',
      deducted: '已扣除',
      canceled: '已取消',
    },
  },
  transitions: {
    release: '解除授权',
    pay: '确认收款',
    cancel: '取消订单',
    deduct: '扣除押金',
  },
  actions: { refund: '退款' },
} satisfies ResourceLabels;
