import type en from '../../en/app/notifications';

export default {
  title: '通知',
  open: '通知',
  nothing_waiting: '暂无待处理事项',
  nothing_waiting_hint: '目前没有未处理的告警，也没有待审核的事项。',
  loading: '正在加载通知…',
  error: '通知加载失败。',
  retry: '重试',
  updated: '统计于 %{time}',
  count_label: '%{title}：%{count}',
  items: {
    alarms: {
      critical: { title: '严重告警', body: '待处理，尚未确认' },
      warning: { title: '警告告警', body: '待处理，尚未确认' },
      info: { title: '提示告警', body: '待处理，尚未确认' },
    },
    refunds: { title: '退款待审核', body: '骑手已申请，等待审核' },
    real_names: { title: '实名认证待审核', body: '骑手已提交，等待审核' },
  },
} satisfies typeof en;
