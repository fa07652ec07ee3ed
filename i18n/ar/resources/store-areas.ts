import type { ResourceLabels } from '../../types';

export default {
  name: 'مناطق خدمة |||| منطقة خدمة |||| مناطق خدمة |||| مناطق خدمة |||| منطقة خدمة |||| منطقة خدمة',
  fields: {
    id: 'ID',
    code: 'رمز المنطقة',
    name: 'الاسم',
    areaId: 'المنطقة الإدارية',
    manager: 'المسؤول',
    managerPhone: 'هاتف المسؤول',
    center: 'المركز',
    radiusKm: 'نصف القطر',
    enabled: 'مفعّلة',
    remark: 'ملاحظة',
    createdAt: 'تاريخ الإنشاء',
  },
} satisfies ResourceLabels;
