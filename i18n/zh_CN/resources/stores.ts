import type { ResourceLabels } from '../../types';

export default {
  name: '门店 |||| 门店',
  fields: {
    id: 'ID',
    sn: '门店编号',
    name: '名称',
    areaId: '区域',
    status: '状态',
    manager: '店长',
    phone: '电话',
    businessHours: '营业时间',
    address: '地址',
    location: '位置',
    ebikeRental: '电车租赁',
    ebikeRepair: '电车维修',
    ebikeSale: '电车销售',
    restStation: '驿站',
    photo: '照片',
    createdAt: '创建时间',
  },
  enums: {
    status: { open: '营业中', resting: '休息中', maintenance: '维护中', hidden: '已隐藏' },
  },
  sections: {
    basics: '基本信息',
    site: '地址与位置',
    services: '服务',
  },
} satisfies ResourceLabels;
