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
  capped: 'يتم عرض أول %{max} من أصل %{total}؛ ضيّق عوامل التصفية أو قم بالتصدير لرؤية جميع السجلات.',
} satisfies Record<keyof typeof en, string>;
