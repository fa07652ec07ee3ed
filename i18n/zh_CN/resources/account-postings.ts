import type { ResourceLabels } from '../../types';

export default {
  name: '账户流水 |||| 账户流水',
  fields: {
    id: 'ID',
    accountId: '骑手账户',
    field: '科目',
    amount: '金额',
    balanceAfter: '变动后',
    causeResource: '来源',
    causeId: '来源记录',
    createdBy: '操作人',
    createdAt: '记账时间',
  },
  enums: {
    field: { balance: '余额', deposit: '押金', frozen: '冻结金额' },
  },
} satisfies ResourceLabels;
