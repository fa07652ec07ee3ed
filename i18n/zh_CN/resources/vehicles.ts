import type { ResourceLabels } from '../../types';

export default {
  name: '整车 |||| 整车',
  fields: {
    id: 'ID',
    plate: '车牌号',
    frameId: '车架',
    terminalSn: '中控编号',
    simSn: 'SIM 卡号',
    batteryId: '电池',
    status: '状态',
    storeId: '门店',
    consumerId: '骑手',
    online: '在线',
    lastLocation: '最后位置',
    lastReportAt: '最近上报',
    enabled: '启用',
    createdAt: '创建时间',
  },
  enums: {
    status: { in_stock: '库存中', in_use: '使用中', maintenance: '维修中', scrapped: '已报废' },
  },
} satisfies ResourceLabels;
