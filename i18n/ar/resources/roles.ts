import type { ResourceLabels } from '../../types';

export default {
  name: 'الأدوار |||| دور |||| الأدوار |||| الأدوار |||| الأدوار |||| الأدوار',
  fields: {
    id: 'المعرّف',
    name: 'الاسم',
    description: 'الوصف',
    builtin: 'مدمج',
    privilegeIds: 'الصلاحيات',
    createdAt: 'وقت الإنشاء',
  },
} satisfies ResourceLabels;
