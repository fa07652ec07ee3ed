import type { ResourceLabels } from '../../types';

export default {
  name: '敏感操作日志 |||| 敏感操作日志',
  fields: {
    id: 'ID',
    createdAt: '时间',
    actorId: '操作人',
    actorName: '操作人姓名',
    resource: '资源',
    action: '操作',
    recordId: '记录ID',
    recordTitle: '记录名称',
    previousData: '变更前',
    data: '变更后',
    ip: 'IP地址',
    userAgent: '浏览器标识',
  },
  // the record's page title: its action reads in words on the page itself, not in react-admin's title
  page: { show: '敏感操作日志 #%{id}' },
} satisfies ResourceLabels;
