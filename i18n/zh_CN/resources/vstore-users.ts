import type { ResourceLabels } from '../../types';

export default {
  name: '虚拟门店用户 |||| 虚拟门店用户',
  fields: {
    id: 'ID',
    vstoreId: '虚拟门店',
    consumerId: '骑手',
    name: '骑手姓名',
    phone: '手机号',
    planName: '套餐',
    batteryModel: '电池型号',
    status: '状态',
    remainingDays: '剩余天数',
    commissionAmount: '佣金金额',
    signedAt: '签约时间',
    remark: '备注',
  },
  enums: {
    batteryModel: { '48V20AH': '48V20AH', '60V30AH': '60V30AH', '72V30AH': '72V30AH' },
    status: { inactive: '未激活', active: '计费中', paused: '寄存中', overdue: '已逾期', unsubscribed: '已退租' },
  },
} satisfies ResourceLabels;
