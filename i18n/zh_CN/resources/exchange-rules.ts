import type { ResourceLabels } from '../../types';

export default {
  name: '换电规则 |||| 换电规则',
  fields: {
    id: 'ID',
    name: '名称',
    areaId: '区域',
    batteryModel: '电池型号',
    period: '时段',
    pricePerSwap: '单次换电价格',
    freeSwapsPerDay: '每日免费次数',
    maxSwapsPerDay: '每日上限次数',
    minIntervalMinutes: '最短间隔 (分钟)',
    startTime: '开始时间',
    endTime: '结束时间',
    priority: '优先级',
    enabled: '启用',
    remark: '备注',
    updatedAt: '更新时间',
  },
  enums: {
    batteryModel: { '48V20AH': '48V20Ah', '60V30AH': '60V30Ah', '72V30AH': '72V30Ah' },
    period: { all_day: '全天', peak: '午高峰', night: '夜间' },
  },
} satisfies ResourceLabels;
