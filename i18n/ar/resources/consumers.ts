import type { ResourceLabels } from '../../types';

export default {
  name: 'ركاب |||| راكب |||| ركاب |||| ركاب |||| راكب |||| راكب',
  fields: {
    id: 'ID',
    phone: 'الهاتف',
    name: 'الاسم',
    storeId: 'المتجر',
    authStatus: 'التحقق من الهوية',
    blocked: 'محظور',
    points: 'النقاط',
    deviceType: 'نوع الجهاز',
    emergencyContact: 'جهة اتصال الطوارئ',
    emergencyPhone: 'هاتف الطوارئ',
    lastSigninAt: 'آخر تسجيل دخول',
    createdAt: 'تاريخ التسجيل',
  },
  enums: {
    authStatus: { unverified: 'غير موثّق', pending: 'قيد المراجعة', verified: 'موثّق', failed: 'فشل التحقق' },
    deviceType: { ios: 'آي أو إس', android: 'أندرويد' },
  },
} satisfies ResourceLabels;
