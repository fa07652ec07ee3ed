import type { ResourceLabels } from '../../types';

export default {
  name: '售卡订单 |||| 售卡订单',
  fields: {
    id: 'ID',
    orderNo: '订单编号',
    consumerId: '骑手',
    storeId: '门店',
    cardType: '卡类型',
    cardName: '卡名称',
    validDays: '有效天数',
    swapTimes: '换电次数',
    price: '售价',
    couponAmount: '优惠券抵扣',
    amount: '实付金额',
    payway: '支付方式',
    status: '状态',
    paidAt: '支付时间',
    expireAt: '到期日期',
    createdAt: '创建时间',
  },
  enums: {
    cardType: { ride: '骑行卡', battery: '电池卡' },
    payway: { manual: '线下收款', alipay: '支付宝', wechat: '微信支付' },
    status: { unpaid: '待支付', paid: '已支付', refunded: '已退款', canceled: '已取消' },
  },
  transitions: {
    pay: '确认收款',
    cancel: '取消订单',
  },
  actions: { refund: '退款' },
} satisfies ResourceLabels;
