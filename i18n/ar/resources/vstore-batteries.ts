import type { ResourceLabels } from '../../types';

export default {
  name: 'بطاريات المتاجر الافتراضية |||| بطارية متجر افتراضي |||| بطاريات المتاجر الافتراضية |||| بطاريات المتاجر الافتراضية |||| بطاريات المتاجر الافتراضية |||| بطاريات المتاجر الافتراضية',
  fields: {
    id: 'المعرّف',
    vstoreId: 'المتجر الافتراضي',
    batteryId: 'البطارية',
    sn: 'SN البطارية',
    model: 'الطراز',
    status: 'الحالة',
    consumerId: 'الراكب',
    soc: 'SOC',
    allocatedAt: 'وقت التخصيص',
    returnedAt: 'وقت الإرجاع',
    remark: 'ملاحظة',
  },
  enums: {
    model: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    status: { allocated: 'مخصصة', in_use: 'قيد الاستخدام', returned: 'مُعادة', lost: 'مفقودة' },
  },
} satisfies ResourceLabels;
