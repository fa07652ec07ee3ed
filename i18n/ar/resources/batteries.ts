import type { ResourceLabels } from '../../types';

export default {
  name: 'بطاريات |||| بطارية |||| بطاريات |||| بطاريات |||| بطارية |||| بطارية',
  fields: {
    id: 'ID',
    sn: 'الرقم التسلسلي',
    model: 'الطراز',
    brand: 'العلامة التجارية',
    voltage: 'الجهد',
    capacityAh: 'السعة',
    soc: 'SOC',
    soh: 'SOH',
    cycles: 'دورات الشحن',
    status: 'الحالة',
    assetStatus: 'حالة الأصل',
    locationType: 'الموقع',
    storeId: 'المتجر',
    cabinetId: 'الخزانة',
    binOrdinal: 'رقم الخانة',
    consumerId: 'الراكب',
    smart: 'بطارية ذكية',
    enabled: 'مفعّلة',
    lastCheckAt: 'آخر فحص',
    faultCode: 'رمز العطل',
  },
  enums: {
    model: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    status: { idle: 'خاملة', charging: 'قيد الشحن', discharging: 'قيد التفريغ', fault: 'معطلة' },
    assetStatus: { stock: 'في المخزون', delivering: 'قيد التوصيل', in_use: 'قيد الاستخدام', fault: 'معطوبة', scrapped: 'مُخرَجة من الخدمة' },
    locationType: { warehouse: 'المستودع', store: 'المتجر', cabinet: 'الخزانة', rider: 'لدى الراكب' },
  },
  sections: {
    battery: 'البطارية',
    condition: 'الحالة',
    whereabouts: 'الموقع',
  },
} satisfies ResourceLabels;
