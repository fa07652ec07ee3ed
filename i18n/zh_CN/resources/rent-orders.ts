import type { ResourceLabels } from '../../types';

export default {
  name: '租赁订单 |||| 租赁订单',
  fields: {
    id: 'ID',
    orderNo: '订单编号',
    consumerId: '骑手',
    storeId: '门店',
    commodityId: '套餐',
    type: '订单类型',
    days: '天数',
    payway: '支付方式',
    total: '原价',
    amount: '实付金额',
    status: '状态',
    paidAt: '支付时间',
    dueAt: '到期时间',
    overdue: '逾期',
    overdueDays: '逾期天数',
    overdueFee: '逾期费用',
    createdAt: '创建时间',
  },
  enums: {
    type: { new: '新签', renewal: '续费', resign: '重签', change_battery: '更换电池' },
    payway: { manual: '线下收款', alipay: '支付宝', wechat: '微信支付', balance: '账户余额' },
    status: { unpaid: '待支付', paid: '已支付', refund_pending: '退款中', refunded: '已退款', refund_refused: '退款被拒', canceled: '已取消' },
  },
  transitions: {
    pay: '确认收款',
    cancel: '取消订单',
  },
  actions: { refund: '退款' },
} satisfies ResourceLabels;
