import type en from '../../en/app/privileges';

export default {
  names: {
    RESOURCE_ADMIN: 'تسجيل الدخول إلى لوحة الإدارة',
  },
  search: 'البحث في الصلاحيات',
  search_hint: 'بالاسم أو بالرمز',
  expand_all: 'توسيع الكل',
  collapse_all: 'طي الكل',
  expand: 'توسيع %{name}',
  collapse: 'طي %{name}',
  selected: 'تم تحديد %{count} من %{total}',
  no_match: 'لا توجد صلاحية تطابق «%{query}».',
  no_admin_title: 'لن يتمكن مستخدمو هذا الدور من تسجيل الدخول',
  no_admin: 'لا يتضمن هذا الدور صلاحية «%{name}» (%{code}). المستخدمون الذين لديهم هذا الدور فقط سيُرفضون عند تسجيل الدخول ويُعادون إلى صفحة الدخول.',
  grant_admin: 'إضافة «%{name}»',
  rights: {
    read: 'عرض',
    create: 'إنشاء',
    update: 'تعديل',
    delete: 'حذف',
    action: 'إجراء: %{name}',
    read_only: 'قراءة فقط',
    read_only_hint: 'الإبقاء على حق عرض %{name} فقط',
    refused: 'غير مسموح: «%{right}» في %{resource} يتطلب حقًا لا تملكه (%{code}).',
  },
} satisfies { [K in keyof typeof en]: K extends 'names' | 'rights' ? Record<keyof (typeof en)[K], string> : string };
