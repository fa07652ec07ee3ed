import type { ResourceLabels } from '../../types';

export default {
  name: '电池 |||| 电池',
  fields: {
    id: 'ID',
    sn: '电池编号',
    model: '型号',
    brand: '品牌',
    voltage: '电压',
    capacityAh: '容量',
    soc: '电量 SOC',
    soh: '健康度 SOH',
    cycles: '循环次数',
    status: '状态',
    assetStatus: '资产状态',
    locationType: '所在位置',
    storeId: '门店',
    cabinetId: '电柜',
    binOrdinal: '仓位号',
    consumerId: '骑手',
    smart: '智能电池',
    enabled: '启用',
    lastCheckAt: '最近检测时间',
    faultCode: '故障码',
  },
  enums: {
    model: { '48V20AH': '48V20Ah', '60V30AH': '60V30Ah', '72V30AH': '72V30Ah' },
    status: { idle: '静置', charging: '充电中', discharging: '放电中', fault: '故障' },
    assetStatus: { stock: '库存中', delivering: '配送中', in_use: '使用中', fault: '故障', scrapped: '已报废' },
    locationType: { warehouse: '仓库', store: '门店', cabinet: '电柜', rider: '骑手' },
  },
  sections: {
    battery: '电池',
    condition: '状态',
    whereabouts: '位置',
  },
} satisfies ResourceLabels;
