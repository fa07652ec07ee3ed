import type { ResourceLabels } from '../../types';

export default {
  name: '租赁渠道 |||| 租赁渠道',
  fields: {
    id: 'ID',
    code: '渠道编号',
    name: '名称',
    storeId: '门店',
    type: '渠道类型',
    contactName: '联系人',
    contactPhone: '联系电话',
    commissionRate: '佣金比例',
    settlementCycle: '结算周期',
    enabled: '启用',
    remark: '备注',
    createdAt: '创建时间',
  },
  enums: {
    type: { store_counter: '门店柜台', mini_program: '小程序', agent: '代理商', enterprise: '企业客户' },
    settlementCycle: { daily: '日结', weekly: '周结', monthly: '月结' },
  },
} satisfies ResourceLabels;
