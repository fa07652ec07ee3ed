import type { ResourceLabels } from '../../types';

export default {
  name: 'سلة المحذوفات',
  fields: {
    id: 'المعرّف',
    resource: 'النوع',
    title: 'الاسم',
    deletedAt: 'تاريخ الحذف',
    deletedBy: 'حذفه',
    via: 'حُذف من',
  },
} satisfies ResourceLabels;
