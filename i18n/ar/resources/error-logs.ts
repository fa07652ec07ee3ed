import type { ResourceLabels } from '../../types';

export default {
  name: 'سجلات الأخطاء |||| سجل الأخطاء |||| سجلات الأخطاء |||| سجلات الأخطاء |||| سجلات الأخطاء |||| سجلات الأخطاء',
  fields: {
    id: 'المعرّف',
    createdAt: 'الوقت',
    source: 'المصدر',
    message: 'رسالة الخطأ',
    route: 'المسار',
    userId: 'المستخدم',
    stack: 'تتبع المكدس',
    userAgent: 'وكيل المستخدم',
  },
  enums: {
    source: { client: 'المتصفح', server: 'الخادم' },
  },
} satisfies ResourceLabels;
