import type { ResourceLabels } from '../../types';

export default {
  name: '告警 |||| 告警',
  fields: {
    id: 'ID',
    alarmNo: '告警编号',
    createdAt: '告警时间',
    code: '告警类型',
    level: '告警级别',
    category: '分类',
    source: '来源',
    cabinetId: '电柜',
    binOrdinal: '仓位号',
    batterySn: '电池编号',
    description: '描述',
    status: '状态',
    ignoreReason: '忽略原因',
    acknowledgedAt: '确认时间',
    handledAt: '处理时间',
  },
  enums: {
    code: { poweroff: '市电断电', undervoltage: '电池欠压', overvoltage: '电池过压', cell_undervoltage: '单体欠压', cell_overvoltage: '单体过压', overload: '过载', high_temp: '电池高温', mos_high_temp: 'MOS 高温', charge_short: '充电短路', discharge_short: '放电短路', charge_overcurrent: '充电过流', discharge_overcurrent: '放电过流', cabinet_high_temp: '柜体高温', smoke: '烟雾告警', flooding: '柜体进水', water_level: '水位告警', door_fault: '仓门故障', offline: '电柜离线' },
    level: { info: '提示', warning: '警告', critical: '严重' },
    category: { cabinet: '电柜', battery: '电池', ebike: '电车', other: '其他' },
    source: { device: '设备上报', rider_report: '骑手上报', staff: '人工录入' },
    status: { open: '待处理', acknowledged: '已确认', resolved: '已解决', ignored: '已忽略' },
  },
  transitions: {
    acknowledge: '确认',
    resolve: '标记已解决',
    ignore: '忽略',
  },
} satisfies ResourceLabels;
