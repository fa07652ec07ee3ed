import type { ResourceLabels } from '../../types';

export default {
  name: 'قواعد تبديل |||| قاعدة تبديل |||| قواعد تبديل |||| قواعد تبديل |||| قاعدة تبديل |||| قاعدة تبديل',
  fields: {
    id: 'ID',
    name: 'الاسم',
    areaId: 'المنطقة',
    batteryModel: 'طراز البطارية',
    period: 'الفترة الزمنية',
    pricePerSwap: 'سعر التبديل الواحد',
    freeSwapsPerDay: 'عمليات التبديل المجانية يوميًا',
    maxSwapsPerDay: 'الحد الأقصى للتبديل يوميًا',
    minIntervalMinutes: 'أدنى فاصل زمني (دقيقة)',
    startTime: 'وقت البدء',
    endTime: 'وقت الانتهاء',
    priority: 'الأولوية',
    enabled: 'مفعّلة',
    remark: 'ملاحظة',
    updatedAt: 'تاريخ التحديث',
  },
  enums: {
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    period: { all_day: 'طوال اليوم', peak: 'ذروة الظهيرة', night: 'ليلًا' },
  },
} satisfies ResourceLabels;
