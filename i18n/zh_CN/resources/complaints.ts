import type { ResourceLabels } from '../../types';

export default {
  name: '投诉 |||| 投诉',
  fields: {
    id: 'ID',
    ticketNo: '工单号',
    consumerId: '骑手',
    type: '投诉类型',
    priority: '优先级',
    content: '投诉内容',
    images: '图片',
    contactPhone: '联系电话',
    relatedOrder: '关联订单',
    cabinetId: '电柜',
    status: '状态',
    assigneeId: '处理人',
    resolution: '处理结果',
    createdAt: '提交时间',
    closedAt: '关闭时间',
  },
  enums: {
    type: { cabinet: '电柜', battery: '电池', vehicle: '车辆', billing: '费用', service: '服务', other: '其他' },
    priority: { low: '低', normal: '普通', high: '高', urgent: '紧急' },
    status: { open: '待处理', processing: '处理中', closed: '已关闭' },
  },
  transitions: {
    process: '开始处理',
    close: '关闭',
    reopen: '重新打开',
  },
} satisfies ResourceLabels;
