import type en from '../../en/app/dashboard';

export default {
  map_title: 'خريطة العمليات',
  stores: 'المتاجر',
  cabinets: 'خزائن التبديل',
  online: 'متصلة',
  offline: 'غير متصلة',
  fault: 'معطّلة',
  open_warnings: 'تحذيرات مفتوحة',
  batteries: 'البطاريات',
  coming_soon: 'لوحة المعلومات هذه قيد الإنشاء.',
} satisfies Record<keyof typeof en, string>;
