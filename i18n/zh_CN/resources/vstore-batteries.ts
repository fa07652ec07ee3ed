import type { ResourceLabels } from '../../types';

export default {
  name: '虚拟门店电池 |||| 虚拟门店电池',
  fields: {
    id: 'ID',
    vstoreId: '虚拟门店',
    batteryId: '电池',
    sn: '电池SN',
    model: '型号',
    status: '状态',
    consumerId: '骑手',
    soc: '电量',
    allocatedAt: '分配时间',
    returnedAt: '退回时间',
    remark: '备注',
  },
  enums: {
    model: { '48V20AH': '48V20AH', '60V30AH': '60V30AH', '72V30AH': '72V30AH' },
    status: { allocated: '已分配', in_use: '使用中', returned: '已退回', lost: '已丢失' },
  },
} satisfies ResourceLabels;
