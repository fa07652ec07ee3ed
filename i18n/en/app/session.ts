/** The signed-in user's menu (name, role, store), the change-password dialog and the app bar's store chip. */
export default {
  role: 'Role',
  store: 'Store',
  store_chip: 'Your store: %{name}',
  change_password: 'Change password',
  current_password: 'Current password',
  new_password: 'New password',
  confirm_password: 'Confirm the new password',
  password_hint: 'At least %{min} characters',
  signs_out_others: 'Once it is changed, your other sessions are signed out; this one goes on.',
  password_too_short: 'At least %{min} characters',
  password_too_long: 'At most %{max} characters',
  password_mismatch: 'The two new passwords are not the same',
  password_same: 'Choose a password different from the current one',
  current_wrong: 'The current password is wrong',
  password_changed: 'Password changed. Your other sessions have been signed out.',
  submit: 'Change password',
};
