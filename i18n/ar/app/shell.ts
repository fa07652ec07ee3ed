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
} satisfies Record<keyof typeof en, string>;
