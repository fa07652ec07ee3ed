import type { ResourceLabels } from '../../types';

export default {
  name: 'خزائن تبديل |||| خزانة تبديل |||| خزائن تبديل |||| خزائن تبديل |||| خزانة تبديل |||| خزانة تبديل',
  fields: {
    id: 'ID',
    sn: 'رقم الخزانة',
    serial: 'الرقم التسلسلي للجهاز',
    name: 'الاسم',
    brand: 'العلامة التجارية',
    areaId: 'المنطقة',
    storeId: 'المتجر',
    doors: 'عدد الخانات',
    deployStatus: 'حالة النشر',
    health: 'الحالة الفنية',
    batteryNum: 'عدد البطاريات',
    fullNum: 'البطاريات المشحونة',
    gsm: 'GSM',
    temperature: 'درجة الحرارة',
    firmware: 'البرنامج الثابت',
    address: 'العنوان',
    location: 'الموقع',
    simSn: 'رقم شريحة SIM',
    lastHeartbeatAt: 'آخر نبضة',
    remark: 'ملاحظة',
  },
  enums: {
    brand: { yundong: 'يوندونغ', kaixin: 'كايشين', xlls: 'شيليولو', tower: 'تشاينا تاور', other: 'أخرى' },
    deployStatus: { pending: 'غير منشورة', operating: 'قيد التشغيل', maintenance: 'قيد الصيانة' },
    health: { online: 'متصلة', offline: 'غير متصلة', fault: 'معطلة' },
  },
  actions: { sendCommand: 'إرسال أمر' },
  transitions: {
    deploy: 'نشر',
    maintain: 'بدء الصيانة',
    resume: 'استئناف التشغيل',
  },
  sections: {
    device: 'الجهاز',
    site: 'الموقع',
  },
} satisfies ResourceLabels;
