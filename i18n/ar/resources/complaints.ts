import type { ResourceLabels } from '../../types';

export default {
  name: 'شكاوى |||| شكوى |||| شكاوى |||| شكاوى |||| شكوى |||| شكوى',
  fields: {
    id: 'ID',
    ticketNo: 'رقم التذكرة',
    consumerId: 'الراكب',
    type: 'نوع الشكوى',
    priority: 'الأولوية',
    content: 'التفاصيل',
    images: 'الصور',
    contactPhone: 'هاتف التواصل',
    relatedOrder: 'الطلب المرتبط',
    cabinetId: 'الخزانة',
    status: 'الحالة',
    assigneeId: 'المسؤول عن المعالجة',
    resolution: 'الحل',
    createdAt: 'وقت التقديم',
    closedAt: 'وقت الإغلاق',
  },
  enums: {
    type: { cabinet: 'الخزانة', battery: 'البطارية', vehicle: 'المركبة', billing: 'الفوترة', service: 'الخدمة', other: 'أخرى' },
    priority: { low: 'منخفضة', normal: 'عادية', high: 'مرتفعة', urgent: 'عاجلة' },
    status: { open: 'مفتوحة', processing: 'قيد المعالجة', closed: 'مغلقة' },
  },
  transitions: {
    process: 'بدء المعالجة',
    close: 'إغلاق',
    reopen: 'إعادة فتح',
  },
} satisfies ResourceLabels;
