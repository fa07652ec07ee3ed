import type { ResourceLabels } from '../../types';

export default {
  name: '资金流水 |||| 资金流水',
  fields: {
    id: 'ID',
    flowNo: '流水号',
    vstoreId: '虚拟门店',
    type: '流水类型',
    amount: '金额',
    balanceBefore: '变动前余额',
    balanceAfter: '变动后余额',
    relatedNo: '关联单号',
    remark: '备注',
    createdAt: '时间',
  },
  enums: {
    type: { income: '收入', expense: '支出', withdraw: '提现', commission: '佣金' },
  },
} satisfies ResourceLabels;
