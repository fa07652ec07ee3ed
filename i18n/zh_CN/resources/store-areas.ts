import type { ResourceLabels } from '../../types';

export default {
  name: '商圈 |||| 商圈',
  fields: {
    id: 'ID',
    code: '商圈编号',
    name: '名称',
    areaId: '所属区域',
    manager: '负责人',
    managerPhone: '负责人电话',
    center: '中心点',
    radiusKm: '半径',
    enabled: '启用',
    remark: '备注',
    createdAt: '创建时间',
  },
} satisfies ResourceLabels;
