import type { ResourceLabels } from '../../types';

export default {
  name: '系统用户 |||| 系统用户',
  fields: {
    id: 'ID',
    email: '邮箱',
    username: '用户名',
    nickname: '昵称',
    phone: '手机号',
    role: '角色',
    roleIds: '角色',
    storeId: '门店',
    status: '状态',
    password: '密码',
    avatar: '头像',
    lastSigninAt: '最后登录时间',
    createdAt: '创建时间',
  },
  enums: {
    role: { admin: '管理员', client: '门店店长', guest: '访客' },
    status: { active: '正常', disabled: '已停用' },
  },
} satisfies ResourceLabels;
