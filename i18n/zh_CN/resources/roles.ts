import type { ResourceLabels } from '../../types';

export default {
  name: '角色 |||| 角色',
  fields: {
    id: 'ID',
    name: '名称',
    description: '描述',
    builtin: '内置',
    privilegeIds: '权限',
    createdAt: '创建时间',
  },
} satisfies ResourceLabels;
