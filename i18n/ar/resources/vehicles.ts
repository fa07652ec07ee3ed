import type { ResourceLabels } from '../../types';

export default {
  name: 'مركبات |||| مركبة |||| مركبات |||| مركبات |||| مركبة |||| مركبة',
  fields: {
    id: 'ID',
    plate: 'رقم اللوحة',
    frameId: 'الهيكل',
    terminalSn: 'رقم وحدة إنترنت الأشياء',
    simSn: 'رقم شريحة SIM',
    batteryId: 'البطارية',
    status: 'الحالة',
    storeId: 'المتجر',
    consumerId: 'الراكب',
    online: 'متصلة',
    lastLocation: 'آخر موقع',
    lastReportAt: 'آخر تقرير',
    enabled: 'مفعّلة',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    status: { in_stock: 'في المخزون', in_use: 'قيد الاستخدام', maintenance: 'قيد الإصلاح', scrapped: 'مُخرَجة من الخدمة' },
  },
} satisfies ResourceLabels;
