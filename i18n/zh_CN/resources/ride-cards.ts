import type { ResourceLabels } from '../../types';

export default {
  name: '骑士卡 |||| 骑士卡',
  fields: {
    id: 'ID',
    name: '名称',
    vehicleModel: '车型',
    batteryModel: '电池型号',
    days: '天数',
    price: '售价',
    originalPrice: '原价',
    deposit: '押金',
    dailySwapLimit: '每日换电上限',
    includesInsurance: '含保险',
    newUserOnly: '仅限新用户',
    enabled: '上架',
    description: '说明',
    createdAt: '创建时间',
  },
  enums: {
    batteryModel: { '48V20AH': '48V20Ah', '60V30AH': '60V30Ah', '72V30AH': '72V30Ah' },
  },
} satisfies ResourceLabels;
