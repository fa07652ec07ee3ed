import type en from '../../en/app/session';

export default {
  role: 'الدور',
  store: 'المتجر',
  store_chip: 'متجرك: %{name}',
  change_password: 'تغيير كلمة المرور',
  current_password: 'كلمة المرور الحالية',
  new_password: 'كلمة المرور الجديدة',
  confirm_password: 'تأكيد كلمة المرور الجديدة',
  password_hint: '%{min} أحرف على الأقل',
  signs_out_others: 'بعد التغيير، يتم تسجيل خروج جلساتك الأخرى، وتستمر هذه الجلسة.',
  password_too_short: '%{min} أحرف على الأقل',
  password_too_long: '%{max} حرفًا على الأكثر',
  password_mismatch: 'كلمتا المرور الجديدتان غير متطابقتين',
  password_same: 'اختر كلمة مرور مختلفة عن الحالية',
  current_wrong: 'كلمة المرور الحالية غير صحيحة',
  password_changed: 'تم تغيير كلمة المرور. تم تسجيل خروج جلساتك الأخرى.',
  submit: 'تغيير كلمة المرور',
} satisfies typeof en;
