import type { ResourceLabels } from '../../types';

export default {
  name: 'بطاقات بطارية |||| بطاقة بطارية |||| بطاقات بطارية |||| بطاقات بطارية |||| بطاقة بطارية |||| بطاقة بطارية',
  fields: {
    id: 'ID',
    name: 'الاسم',
    batteryModel: 'طراز البطارية',
    billing: 'طريقة الاحتساب',
    audience: 'الفئة المستهدفة',
    days: 'أيام الصلاحية',
    swapTimes: 'عدد عمليات التبديل',
    dailySwapLimit: 'حد التبديل اليومي',
    price: 'السعر',
    originalPrice: 'السعر الأصلي',
    deposit: 'التأمين',
    enabled: 'معروضة للبيع',
    description: 'الوصف',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    billing: { unlimited: 'تبديل غير محدود', per_swap: 'رزمة عمليات تبديل' },
    audience: { public: 'جميع الركاب', new_user: 'الركاب الجدد', enterprise: 'الشركات' },
  },
} satisfies ResourceLabels;
