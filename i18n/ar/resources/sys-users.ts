import type { ResourceLabels } from '../../types';

export default {
  name: 'مستخدمو النظام |||| مستخدم النظام |||| مستخدمو النظام |||| مستخدمو النظام |||| مستخدمو النظام |||| مستخدمو النظام',
  fields: {
    id: 'المعرّف',
    email: 'البريد الإلكتروني',
    username: 'اسم المستخدم',
    nickname: 'الاسم المعروض',
    phone: 'الهاتف',
    role: 'الدور',
    roleIds: 'الأدوار',
    storeId: 'المتجر',
    status: 'الحالة',
    password: 'كلمة المرور',
    avatar: 'الصورة الرمزية',
    lastSigninAt: 'آخر تسجيل دخول',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    role: { admin: 'مسؤول', client: 'مدير المتجر', guest: 'زائر' },
    status: { active: 'نشط', disabled: 'معطّل' },
  },
} satisfies ResourceLabels;
