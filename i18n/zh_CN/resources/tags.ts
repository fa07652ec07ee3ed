import type { ResourceLabels } from '../../types';

export default {
  name: '标签 |||| 标签',
  fields: {
    id: 'ID',
    name: '名称',
    target: '适用对象',
    color: '颜色',
    description: '说明',
    sortOrder: '排序',
    enabled: '启用',
    createdAt: '创建时间',
  },
  enums: {
    target: { store: '门店', consumer: '骑手' },
    color: { red: '红色', orange: '橙色', green: '绿色', blue: '蓝色', purple: '紫色', indigo: '靛青', grey: '灰色' },
  },
} satisfies ResourceLabels;
