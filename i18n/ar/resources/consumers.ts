import type { ResourceLabels } from '../../types';

export default {
  name: 'ركاب |||| راكب |||| ركاب |||| ركاب |||| راكب |||| راكب',
  fields: {
    id: 'ID',
    phone: 'الهاتف',
    name: 'الاسم',
    storeId: 'المتجر',
    authStatus: 'التحقق من الهوية',
    points: 'النقاط',
    deviceType: 'نوع الجهاز',
    emergencyContact: 'جهة اتصال الطوارئ',
    emergencyPhone: 'هاتف الطوارئ',
    lastSigninAt: 'آخر تسجيل دخول',
    createdAt: 'تاريخ التسجيل',
    status: 'الحساب',
    blockReason: 'سبب الحظر',
    blockedAt: 'تاريخ الحظر',
  },
  enums: {
    authStatus: { unverified: 'غير موثّق', pending: 'قيد المراجعة', verified: 'موثّق', failed: 'فشل التحقق' },
    deviceType: { ios: 'آي أو إس', android: 'أندرويد' },
    status: { active: 'نشط', blocked: 'محظور' },
  },
  transitions: {
    block: 'حظر',
    unblock: 'رفع الحظر',
  },
  sections: {
    overview: 'نظرة عامة',
    purchases: 'المشتريات والبطاقات',
    account: 'الحساب والأصول',
  },
} satisfies ResourceLabels;
