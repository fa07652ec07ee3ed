import type { ResourceLabels } from '../../types';

export default {
  name: '账户订单 |||| 账户订单',
  fields: {
    id: 'ID',
    orderNo: '订单编号',
    vstoreId: '虚拟门店',
    type: '业务类型',
    amount: '金额',
    payway: '支付方式',
    status: '状态',
    tradeNo: '交易流水号',
    period: '结算周期',
    operator: '经办人',
    remark: '备注',
    failReason: '失败原因',
    paidAt: '到账时间',
    createdAt: '创建时间',
  },
  enums: {
    type: { topup: '充值', settlement: '结算', adjustment: '调账' },
    payway: { bank_transfer: '银行转账', alipay: '支付宝', wechat: '微信支付', offline: '线下' },
    status: { pending: '处理中', success: '成功', failed: '失败', canceled: '已取消' },
  },
  transitions: {
    confirm: '确认到账',
    fail: '标记失败',
    cancel: '取消',
  },
} satisfies ResourceLabels;
