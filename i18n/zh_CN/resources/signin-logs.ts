import type { ResourceLabels } from '../../types';

export default {
  name: '登录日志 |||| 登录日志',
  fields: {
    id: 'ID',
    createdAt: '登录时间',
    account: '账号',
    userId: '用户',
    success: '是否成功',
    reason: '结果',
    ip: 'IP地址',
    userAgent: '浏览器标识',
  },
  enums: {
    reason: { ok: '成功', bad_credentials: '账号或密码错误', disabled: '账号已停用', rate_limited: '尝试次数过多' },
  },
} satisfies ResourceLabels;
