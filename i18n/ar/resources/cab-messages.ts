import type { ResourceLabels } from '../../types';

export default {
  name: 'رسائل الأجهزة |||| رسالة جهاز |||| رسائل الأجهزة |||| رسائل الأجهزة |||| رسالة جهاز |||| رسالة جهاز',
  fields: {
    id: 'ID',
    cabinetId: 'الخزانة',
    receivedAt: 'وقت الاستلام',
    direction: 'نوع الحدث',
    signalId: 'معرّف الإشارة',
    signalName: 'الإشارة',
    binOrdinal: 'رقم الخانة',
    value: 'القيمة',
    unit: 'الوحدة',
    raw: 'الرسالة الخام',
  },
  enums: {
    direction: { telemetry: 'قياس عن بُعد', telecontrol: 'تحكم عن بُعد' },
  },
} satisfies ResourceLabels;
