import type { ResourceLabels } from '../../types';

export default {
  name: '销售订单 |||| 销售订单',
  fields: {
    id: 'ID',
    orderNo: '订单编号',
    consumerId: '购买人',
    storeId: '门店',
    goodsType: '商品类型',
    goodsName: '商品名称',
    quantity: '数量',
    unitPrice: '单价',
    amount: '订单金额',
    payway: '支付方式',
    status: '状态',
    goodsSn: '车架号/电池SN',
    seller: '销售员',
    paidAt: '支付时间',
    deliveredAt: '交付时间',
    createdAt: '创建时间',
  },
  enums: {
    goodsType: { ebike: '电动车', battery: '电池', charger: '充电器' },
    payway: { manual: '现金', alipay: '支付宝', wechat: '微信支付', pos: 'POS机刷卡' },
    status: { unpaid: '待支付', paid: '已支付', delivered: '已交付', canceled: '已取消', refunded: '已退款' },
  },
  transitions: {
    pay: '确认收款',
    deliver: '确认交付',
    cancel: '取消订单',
  },
  actions: { refund: '退款' },
} satisfies ResourceLabels;
