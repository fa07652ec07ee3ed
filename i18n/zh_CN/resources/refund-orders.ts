import type { ResourceLabels } from '../../types';

export default {
  name: '退款订单 |||| 退款订单',
  fields: {
    id: 'ID',
    refundNo: '退款单号',
    orderType: '订单类型',
    orderNo: '原订单号',
    consumerId: '骑手',
    storeId: '门店',
    amount: '退款金额',
    reason: '退款原因',
    status: '状态',
    reviewerId: '审核人',
    amendReason: '金额修改原因',
    rejectReason: '驳回原因',
    failReason: '失败原因',
    payoutChannel: '退款渠道',
    payoutReference: '退款流水号',
    createdBy: '申请人',
    createdAt: '申请时间',
    reviewedAt: '审核时间',
    refundedAt: '退款时间',
  },
  enums: {
    payoutChannel: { balance: '账户余额', original: '原路退回', bank: '银行转账', cash: '现金' },
    orderType: { rent: '租赁', swap: '换电', sell: '销售', card: '售卡', deposit: '押金' },
    status: { requested: '待审核', approved: '已同意', refunded: '已退款', rejected: '已驳回', failed: '退款失败' },
  },
  transitions: {
    amend: '修改金额',
    approve: '同意',
    reject: '驳回',
    refund: '确认已退款',
    fail: '标记失败',
    retry: '重试',
  },
} satisfies ResourceLabels;
