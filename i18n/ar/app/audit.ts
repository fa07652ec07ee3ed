import type en from '../../en/app/audit';

export default {
  actions: {
    create: 'إنشاء',
    update: 'تعديل',
    delete: 'حذف',
  },
  transition: 'تغيير الحالة: %{name}',
  posting: 'قيد: %{name}',
} satisfies { [K in keyof typeof en]: K extends 'actions' ? Record<keyof (typeof en)['actions'], string> : string };
