import type { ResourceLabels } from '../../types';

export default {
  name: 'مناطق |||| منطقة |||| مناطق |||| مناطق |||| منطقة |||| منطقة',
  fields: {
    id: 'ID',
    name: 'الاسم',
    code: 'رمز المنطقة',
    level: 'المستوى',
    parentId: 'المنطقة الأم',
    enabled: 'مفعّلة',
    lng: 'خط الطول',
    lat: 'خط العرض',
    address: 'العنوان',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    level: { province: 'مقاطعة', city: 'مدينة', district: 'حي', site: 'موقع' },
  },
} satisfies ResourceLabels;
