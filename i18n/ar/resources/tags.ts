import type { ResourceLabels } from '../../types';

export default {
  name: 'وسوم |||| وسم |||| وسوم |||| وسوم |||| وسم |||| وسم',
  fields: {
    id: 'ID',
    name: 'الاسم',
    target: 'ينطبق على',
    color: 'اللون',
    description: 'الوصف',
    sortOrder: 'ترتيب العرض',
    enabled: 'مفعّل',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    target: { store: 'المتاجر', consumer: 'الركاب' },
    color: { red: 'أحمر', orange: 'برتقالي', green: 'أخضر', blue: 'أزرق', purple: 'بنفسجي', indigo: 'نيلي', grey: 'رمادي' },
  },
} satisfies ResourceLabels;
