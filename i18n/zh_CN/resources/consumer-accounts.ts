import type { ResourceLabels } from '../../types';

export default {
  name: '骑手账户 |||| 骑手账户',
  fields: {
    id: 'ID',
    accountNo: '账户编号',
    consumerId: '骑手',
    storeId: '门店',
    status: '状态',
    balance: '余额',
    deposit: '押金',
    frozen: '冻结金额',
    points: '积分',
    totalRecharge: '累计充值',
    totalConsumption: '累计消费',
    lastTransactionAt: '最近交易时间',
    createdAt: '开户时间',
  },
  enums: {
    status: { normal: '正常', frozen: '已冻结', closed: '已注销' },
  },
  actions: { adjust: '调整账户' },
} satisfies ResourceLabels;
