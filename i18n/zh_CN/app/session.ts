import type en from '../../en/app/session';

export default {
  role: '角色',
  store: '门店',
  store_chip: '您的门店：%{name}',
  change_password: '修改密码',
  current_password: '当前密码',
  new_password: '新密码',
  confirm_password: '确认新密码',
  password_hint: '至少 %{min} 个字符',
  signs_out_others: '修改后，您在其他设备或浏览器上的登录将会退出，当前登录保持不变。',
  password_too_short: '至少 %{min} 个字符',
  password_too_long: '最多 %{max} 个字符',
  password_mismatch: '两次输入的新密码不一致',
  password_same: '新密码不能与当前密码相同',
  current_wrong: '当前密码不正确',
  password_changed: '密码已修改，其他设备上的登录已退出。',
  submit: '修改密码',
} satisfies typeof en;
