import type en from '../../en/app/search';

export default {
  show_all: 'عرض الكل (%{smart_count}) في القائمة',
  open: 'بحث (%{shortcut})',
  button: 'بحث',
  label: 'البحث في الصفحات والسجلات',
  placeholder: 'بحث…',
  hint: 'اكتب اسمًا أو رقمًا أو رقم هاتف للبحث في صفحات القائمة والسجلات (البطاريات والخزائن والركّاب والمتاجر والطلبات…).',
  no_results: 'لا توجد نتائج لـ «%{query}»',
  searching: 'جارٍ البحث…',
  results: 'نتائج البحث',
  groups: { pages: 'الصفحات', files: 'الملفات', contacts: 'جهات الاتصال' },
  keys: { move: 'للتنقل', open: 'للفتح', close: 'للإغلاق' },
  files: {
    warranty: 'سياسة ضمان البطاريات',
    install_guide: 'دليل تركيب الخزائن',
    swap_report: 'تقرير التبديل الفصلي',
    store_contract: 'عقد امتياز المتجر',
    safety_checklist: 'قائمة فحص سلامة البطاريات',
    rider_agreement: 'اتفاقية استئجار الراكب',
    tariff: 'تعريفات الاستئجار والتبديل',
  },
  roles: {
    store_manager: 'مدير متجر',
    operations: 'العمليات',
    maintenance: 'صيانة الخزائن',
    finance: 'المالية',
    support: 'دعم الركّاب',
    sales: 'مبيعات القنوات',
  },
} satisfies typeof en;
