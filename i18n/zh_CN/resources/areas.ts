import type { ResourceLabels } from '../../types';

export default {
  name: '区域 |||| 区域',
  fields: {
    id: 'ID',
    name: '名称',
    code: '区划代码',
    level: '级别',
    parentId: '上级区域',
    enabled: '启用',
    lng: '经度',
    lat: '纬度',
    address: '地址',
    createdAt: '创建时间',
  },
  enums: {
    level: { province: '省', city: '市', district: '区县', site: '网点' },
  },
} satisfies ResourceLabels;
