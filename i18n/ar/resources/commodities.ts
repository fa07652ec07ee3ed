import type { ResourceLabels } from '../../types';

export default {
  name: 'باقات |||| باقة |||| باقات |||| باقات |||| باقة |||| باقة',
  fields: {
    id: 'ID',
    name: 'الاسم',
    storeId: 'المتجر',
    type: 'نوع الباقة',
    batteryModel: 'طراز البطارية',
    days: 'الأيام',
    price: 'السعر',
    originalPrice: 'السعر الأصلي',
    deposit: 'التأمين',
    overdueFeePerDay: 'غرامة التأخير اليومية',
    newSignDiscount: 'خصم العميل الجديد',
    validFrom: 'صالحة من',
    validTo: 'صالحة حتى',
    enabled: 'معروضة للبيع',
    description: 'الوصف',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    type: { battery_only: 'بطارية فقط', ebike_and_battery: 'دراجة كهربائية مع بطارية', rent_to_own: 'إيجار منتهٍ بالتملك', sale: 'بيع' },
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
  },
} satisfies ResourceLabels;
