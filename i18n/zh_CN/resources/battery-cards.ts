import type { ResourceLabels } from '../../types';

export default {
  name: '换电卡 |||| 换电卡',
  fields: {
    id: 'ID',
    name: '名称',
    batteryModel: '电池型号',
    billing: '计费方式',
    audience: '适用人群',
    days: '有效天数',
    swapTimes: '换电次数',
    dailySwapLimit: '每日换电上限',
    price: '售价',
    originalPrice: '原价',
    deposit: '押金',
    enabled: '上架',
    description: '说明',
    createdAt: '创建时间',
  },
  enums: {
    batteryModel: { '48V20AH': '48V20Ah', '60V30AH': '60V30Ah', '72V30AH': '72V30Ah' },
    billing: { unlimited: '不限次', per_swap: '按次' },
    audience: { public: '所有用户', new_user: '新用户', enterprise: '企业用户' },
  },
} satisfies ResourceLabels;
