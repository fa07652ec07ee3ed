import type en from '../../en/app/notifications';

export default {
  title: '通知',
  open: '通知',
  unread: '%{count} 条未读',
  mark_all_read: '全部标为已读',
  mark_read: '标为已读',
  mark_unread: '标为未读',
  all_read: '没有未读通知',
  items: {
    low_charge: { title: '电柜电量低', body: 'CAB100012：12 块电池中有 6 块电量低于 20%' },
    cabinet_offline: { title: '电柜离线', body: 'CAB100031 已 15 分钟未上报' },
    refund: { title: '押金退款申请', body: '一位骑手在门店 MD10001 申请退还押金' },
    real_name: { title: '实名认证待审核', body: '3 位骑手等待实名审核' },
    firmware: { title: '电柜固件可更新', body: '2.4.1 版本可推送到 86 台电柜' },
    report: { title: '日报已生成', body: '昨日：换电 1,284 次，新增租赁 37 单' },
  },
} satisfies typeof en;
