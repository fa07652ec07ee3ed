import type en from '../../en/app/audit';

export default {
  actions: {
    create: 'إنشاء',
    update: 'تعديل',
    delete: 'حذف',
  },
  transition: 'تغيير الحالة: %{name}',
  posting: 'قيد: %{name}',
  refund: 'استرداد: %{name}',
  schema: {
    save: 'حفظ مسودة نموذج البيانات',
    publish: 'نشر نموذج البيانات',
    revert: 'استعادة إصدار نموذج البيانات',
    delete: 'حذف نموذج البيانات',
    restore: 'استعادة نموذج بيانات محذوف',
    backfill: 'تعبئة عند نشر نموذج البيانات',
  },
  changes: 'التغييرات',
  field: 'الحقل',
  created: 'أُنشئ',
  no_changes: 'لم يتغيّر أي حقل',
} satisfies { [K in keyof typeof en]: K extends 'actions' | 'schema' ? Record<keyof (typeof en)[K], string> : string };
