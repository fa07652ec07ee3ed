import type { ResourceLabels } from '../../types';

export default {
  name: '账户调整 |||| 账户调整记录',
  fields: {
    id: 'ID',
    accountId: '骑手账户',
    target: '调整项目',
    amount: '调整金额',
    after: '调整后',
    reason: '调整原因',
    createdBy: '操作人',
    createdAt: '调整时间',
  },
  enums: {
    target: { balance: '余额', deposit: '押金', frozen: '冻结金额', points: '积分' },
  },
} satisfies ResourceLabels;
