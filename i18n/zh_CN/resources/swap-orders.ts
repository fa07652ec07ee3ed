import type { ResourceLabels } from '../../types';

export default {
  name: '换电订单 |||| 换电订单',
  fields: {
    id: 'ID',
    orderNo: '换电单号',
    consumerId: '骑手',
    storeId: '门店',
    cabinetId: '换电柜',
    status: '状态',
    alternative: '启用备选方案',
    putInBatterySn: '放入电池SN',
    emptyBinOrdinal: '空仓号',
    putInSoc: '放入电量（%）',
    putOutBatterySn: '取出电池SN',
    fullBinOrdinal: '满电仓号',
    putOutSoc: '取出电量（%）',
    startAt: '开始时间',
    durationSec: '耗时（秒）',
    finishAt: '结束时间',
  },
  enums: {
    status: { pending: '待开始', running: '换电中', success: '成功', failed: '失败', canceled: '已取消' },
  },
} satisfies ResourceLabels;
