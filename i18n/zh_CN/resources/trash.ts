import type { ResourceLabels } from '../../types';

export default {
  name: '回收站 |||| 回收站',
  fields: {
    id: '编号',
    resource: '数据类型',
    title: '名称',
    deletedAt: '删除时间',
    deletedBy: '删除人',
    via: '删除入口',
  },
} satisfies ResourceLabels;
