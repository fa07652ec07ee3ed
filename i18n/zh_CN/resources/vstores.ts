import type { ResourceLabels } from '../../types';

export default {
  name: '虚拟门店 |||| 虚拟门店',
  fields: {
    id: 'ID',
    sn: '编号',
    name: '名称',
    type: '合作类型',
    contact: '联系人',
    phone: '联系电话',
    areaId: '区域',
    address: '地址',
    commissionRate: '佣金比例',
    balance: '账户余额',
    frozenAmount: '冻结金额',
    settleAccount: '结算账户',
    status: '状态',
    contractEndAt: '合同到期日',
    createdAt: '创建时间',
  },
  enums: {
    type: { agent: '代理商', franchise: '加盟商', enterprise: '企业' },
    status: { active: '正常', suspended: '已暂停', closed: '已关闭' },
  },
} satisfies ResourceLabels;
