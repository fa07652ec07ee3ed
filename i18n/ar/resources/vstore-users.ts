import type { ResourceLabels } from '../../types';

export default {
  name: 'ركاب المتاجر الافتراضية |||| راكب متجر افتراضي |||| ركاب المتاجر الافتراضية |||| ركاب المتاجر الافتراضية |||| ركاب المتاجر الافتراضية |||| ركاب المتاجر الافتراضية',
  fields: {
    id: 'المعرّف',
    vstoreId: 'المتجر الافتراضي',
    consumerId: 'الراكب',
    name: 'اسم الراكب',
    phone: 'الهاتف',
    planName: 'الباقة',
    batteryModel: 'طراز البطارية',
    status: 'الحالة',
    remainingDays: 'الأيام المتبقية',
    commissionAmount: 'العمولة المكتسبة',
    signedAt: 'وقت التوقيع',
    remark: 'ملاحظة',
  },
  enums: {
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    status: { inactive: 'غير مفعّل', active: 'نشط', paused: 'متوقف مؤقتًا', overdue: 'متأخر', unsubscribed: 'أُلغي الاشتراك' },
  },
} satisfies ResourceLabels;
