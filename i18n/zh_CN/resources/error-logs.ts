import type { ResourceLabels } from '../../types';

export default {
  name: '错误日志 |||| 错误日志',
  fields: {
    id: 'ID',
    createdAt: '时间',
    source: '来源',
    message: '错误信息',
    route: '页面路由',
    userId: '用户',
    stack: '堆栈',
    userAgent: '浏览器标识',
  },
  enums: {
    source: { client: '浏览器', server: '服务器' },
  },
} satisfies ResourceLabels;
