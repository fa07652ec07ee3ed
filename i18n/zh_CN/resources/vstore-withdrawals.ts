import type { ResourceLabels } from '../../types';

export default {
  name: '提现订单 |||| 提现订单',
  fields: {
    id: 'ID',
    withdrawNo: '提现单号',
    vstoreId: '虚拟门店',
    amount: '提现金额',
    fee: '手续费',
    actualAmount: '实际到账',
    accountType: '收款方式',
    accountName: '收款人',
    accountNo: '收款账号',
    bankName: '开户行',
    status: '状态',
    reviewerId: '审核人',
    rejectReason: '驳回原因',
    createdAt: '申请时间',
    reviewedAt: '审核时间',
    paidAt: '打款时间',
  },
  enums: {
    accountType: { bank: '银行卡', alipay: '支付宝', wechat: '微信支付' },
    status: { pending: '待审核', approved: '已审核', paid: '已打款', rejected: '已驳回' },
  },
  transitions: {
    approve: '同意',
    reject: '驳回',
    pay: '确认打款',
  },
} satisfies ResourceLabels;
