import type { ResourceLabels } from '../../types';

export default {
  name: 'هياكل |||| هيكل |||| هياكل |||| هياكل |||| هيكل |||| هيكل',
  fields: {
    id: 'ID',
    sn: 'رقم الهيكل',
    brand: 'العلامة التجارية',
    model: 'الطراز',
    color: 'اللون',
    batchNo: 'رقم الدفعة',
    productionDate: 'تاريخ الإنتاج',
    status: 'الحالة',
    storeId: 'المتجر',
    consumerId: 'الراكب',
    enabled: 'مفعّل',
    remark: 'ملاحظة',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    color: { black: 'أسود', white: 'أبيض', grey: 'رمادي', silver: 'فضي', blue: 'أزرق', red: 'أحمر', green: 'أخضر', yellow: 'أصفر' },
    status: { in_stock: 'في المخزون', in_use: 'قيد الاستخدام', maintenance: 'قيد الإصلاح', scrapped: 'مُخرَج من الخدمة' },
  },
} satisfies ResourceLabels;
