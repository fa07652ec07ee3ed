import type { ResourceLabels } from '../../types';

export default {
  name: 'سجلات تسجيل الدخول |||| سجل تسجيل الدخول |||| سجلات تسجيل الدخول |||| سجلات تسجيل الدخول |||| سجلات تسجيل الدخول |||| سجلات تسجيل الدخول',
  fields: {
    id: 'المعرّف',
    createdAt: 'الوقت',
    account: 'الحساب',
    userId: 'المستخدم',
    success: 'ناجح',
    reason: 'النتيجة',
    ip: 'عنوان IP',
    userAgent: 'وكيل المستخدم',
  },
  enums: {
    reason: { ok: 'نجاح', bad_credentials: 'بيانات الدخول غير صحيحة', disabled: 'الحساب معطّل', rate_limited: 'محاولات كثيرة جدًا' },
  },
} satisfies ResourceLabels;
