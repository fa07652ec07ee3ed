import type en from '../../en/app/shell';

export default {
  app_name: 'إدارة تبديل البطاريات',
  env_test: '(اختبار)',
  env_dev: '(تطوير)',
  copyright: '© %{year} إدارة تبديل البطاريات. جميع الحقوق محفوظة.',
  language: 'اللغة',
  theme_light: 'التبديل إلى المظهر الفاتح',
  theme_dark: 'التبديل إلى المظهر الداكن',
  toggle_menu: 'إظهار القائمة أو إخفاؤها',
  close: 'إغلاق',
  user_menu: 'قائمة المستخدم',
  loading: 'جارٍ التحميل…',
  empty: 'لا يوجد شيء هنا بعد',
  // MUI's own controls' labels (src/layout/muiWords.ts): a pager's navigation, a picker's buttons
  pagination: 'ترقيم الصفحات',
  clear: 'مسح',
  open_list: 'فتح القائمة',
  close_list: 'إغلاق القائمة',
  no_options: 'لا توجد خيارات',
  show_path: 'إظهار المسار كاملًا',
  // the customizer's button and the menus' names (its drawer's own words: app/settings.ts, with the extras)
  home: 'الرئيسية',
  main_menu: 'القائمة الرئيسية',
  customizer: 'تخصيص المظهر',
  customizer_open: 'فتح تخصيص المظهر',
} satisfies Record<keyof typeof en, string>;
