import type { ResourceLabels } from '../../types';

export default {
  name: '权限 |||| 权限',
  fields: {
    id: 'ID',
    code: '权限编码',
    parentId: '上级权限',
    type: '类型',
    depth: '层级',
    order: '排序',
    inferred: '推断',
  },
  enums: {
    type: { menu: '菜单', route: '路由', action: '操作' },
  },
} satisfies ResourceLabels;
