import type en from '../../en/app/live';

export default {
  record_changed: '您打开后，此记录已被他人修改。',
  reload: '重新加载',
  record_deleted: '此记录已被删除。',
  critical_alarm: '严重告警：%{title}',
  critical_alarms: '%{smart_count} 条新的严重告警',
  open_alarm: '查看',
} satisfies typeof en;
