import type en from '../../en/app/notifications';

export default {
  title: 'الإشعارات',
  open: 'الإشعارات',
  nothing_waiting: 'لا شيء بانتظار المعالجة',
  nothing_waiting_hint: 'لا توجد إنذارات مفتوحة ولا شيء للمراجعة حاليًا.',
  loading: 'جارٍ تحميل الإشعارات…',
  error: 'تعذّر تحميل الإشعارات.',
  retry: 'إعادة المحاولة',
  updated: 'محسوبة في %{time}',
  count_label: '%{title}: %{count}',
  items: {
    alarms: {
      critical: { title: 'إنذارات حرجة', body: 'مفتوحة ولم يُؤكَّد استلامها بعد' },
      warning: { title: 'إنذارات تحذيرية', body: 'مفتوحة ولم يُؤكَّد استلامها بعد' },
      info: { title: 'إنذارات إعلامية', body: 'مفتوحة ولم يُؤكَّد استلامها بعد' },
    },
    refunds: { title: 'مبالغ مستردة للمراجعة', body: 'طلبها الركّاب وتنتظر الموافقة' },
    real_names: { title: 'عمليات تحقق من الهوية للمراجعة', body: 'قدّمها الركّاب وتنتظر التحقق' },
  },
} satisfies typeof en;
