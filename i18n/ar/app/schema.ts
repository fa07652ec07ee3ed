import type en from '../../en/app/schema';

export default {
  search: 'بحث',
  from: '%{field} من',
  to: '%{field} إلى',
  yes: 'نعم',
  no: 'لا',
  transition_done: 'تم: %{name}',
  transition_confirm: 'هل تريد تنفيذ «%{name}» على هذا السجل؟',
  transitions: 'الإجراءات',
  longitude: 'خط الطول',
  latitude: 'خط العرض',
  export_all: 'تصدير',
  exporting: 'جارٍ تصدير %{count} سجل…',
  all: 'الكل',
  columns: 'الأعمدة',
  reset_columns: 'الأعمدة الافتراضية',
  compact: 'صفوف مضغوطة',
  clear_filters: 'مسح كل عوامل التصفية',
} satisfies Record<keyof typeof en, string>;
