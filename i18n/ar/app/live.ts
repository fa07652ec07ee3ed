import type en from '../../en/app/live';

export default {
  record_changed: 'عدّل شخص آخر هذا السجل منذ أن فتحته.',
  reload: 'إعادة التحميل',
  record_deleted: 'حُذف هذا السجل.',
  critical_alarm: 'إنذار حرج: %{title}',
  critical_alarms: 'إنذارات حرجة جديدة: %{smart_count}',
  open_alarm: 'فتح',
} satisfies typeof en;
