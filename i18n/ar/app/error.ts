import type en from '../../en/app/error';

export default {
  server: 'خطأ في الخادم: %{msg} code=%{code}',
  network: 'تعذر الوصول إلى الخادم. تحقق من الاتصال وأعد المحاولة؛ سيتم الاحتفاظ بما أدخلته.',
  stale: 'عدّل %{name} هذا السجل في %{at} بعد أن فتحته: لم يُحفظ شيء. أعد التحميل لرؤية التعديل.',
  still_used: 'تعذّر الحذف: ما زال %{list} يشير إليه. عدّلها أو احذفها أولًا.',
  list_separator: '، ',
  validation: 'بعض الحقول تحتاج إلى مراجعة',
  validation_details: 'بعض الحقول تحتاج إلى تعديل: %{details}',
  not_found_title: 'الصفحة غير موجودة',
  not_found_text: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  not_authorized_title: 'غير مصرح بالوصول',
  not_authorized_text: 'لا يُسمح لحسابك بفتح «%{name}». اطلب الإذن من أحد المسؤولين.',
  not_authorized_text_unnamed: 'لا يُسمح لحسابك بفتح هذه الصفحة. اطلب الإذن من أحد المسؤولين.',
  back_home: 'العودة إلى الصفحة الرئيسية',
  screen_failed: 'تعذر عرض هذه الشاشة.',
  retry: 'إعادة المحاولة',
  chunk_load: 'تعذر تحميل جزء من التطبيق. تحقق من الاتصال وأعد تحميل الصفحة.',
} satisfies Record<keyof typeof en, string>;
