import type { ResourceLabels } from '../../types';

export default {
  name: 'بطاقات ركوب |||| بطاقة ركوب |||| بطاقات ركوب |||| بطاقات ركوب |||| بطاقة ركوب |||| بطاقة ركوب',
  fields: {
    id: 'ID',
    name: 'الاسم',
    vehicleModel: 'طراز المركبة',
    batteryModel: 'طراز البطارية',
    days: 'الأيام',
    price: 'السعر',
    originalPrice: 'السعر الأصلي',
    deposit: 'التأمين',
    dailySwapLimit: 'حد التبديل اليومي',
    includesInsurance: 'تشمل التأمين',
    newUserOnly: 'للركاب الجدد فقط',
    enabled: 'معروضة للبيع',
    description: 'الوصف',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
  },
} satisfies ResourceLabels;
