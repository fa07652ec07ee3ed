import type { ResourceLabels } from '../../types';

export default {
  name: 'أوامر الأجهزة |||| أمر جهاز |||| أوامر الأجهزة |||| أوامر الأجهزة |||| أمر جهاز |||| أمر جهاز',
  fields: {
    id: 'ID',
    sn: 'رقم الأمر',
    cabinetId: 'الخزانة',
    operate: 'العملية',
    binOrdinal: 'رقم الخانة',
    business: 'نوع النشاط',
    orderSn: 'رقم الطلب',
    status: 'الحالة',
    requestedBy: 'طلبه',
    retryTimes: 'عدد المحاولات',
    message: 'استجابة الجهاز',
    remark: 'ملاحظة',
    createdAt: 'تاريخ الإنشاء',
    startAt: 'وقت الإرسال',
    stopAt: 'وقت الانتهاء',
  },
  enums: {
    operate: {
      door_open: 'فتح باب الخانة',
      reboot: 'إعادة تشغيل الخزانة',
      bin_lock: 'قفل الخانة',
      bin_unlock: 'فتح قفل الخانة',
      bin_enable: 'تفعيل الخانة',
      bin_disable: 'تعطيل الخانة',
      detect: 'فحص البطارية',
    },
    business: { operate: 'صيانة', exchange: 'تبديل البطارية', active: 'تفعيل', pause: 'إيقاف مؤقت', continue: 'استئناف', unsubscribe: 'إرجاع' },
    status: { pending: 'قيد الانتظار', sent: 'مُرسَل', succeeded: 'نجح', failed: 'فشل', timed_out: 'انتهت المهلة' },
  },
  transitions: {
    send: 'إرسال',
    succeed: 'وضع علامة كناجح',
    fail: 'وضع علامة كفاشل',
    timeout: 'وضع علامة كمنتهي المهلة',
    retry: 'إعادة المحاولة',
  },
} satisfies ResourceLabels;
