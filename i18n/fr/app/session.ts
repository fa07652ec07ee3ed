import type en from '../../en/app/session';

export default {
  role: 'Rôle',
  store: 'Magasin',
  store_chip: 'Votre magasin : %{name}',
  change_password: 'Changer le mot de passe',
  current_password: 'Mot de passe actuel',
  new_password: 'Nouveau mot de passe',
  confirm_password: 'Confirmer le nouveau mot de passe',
  password_hint: 'Au moins %{min} caractères',
  signs_out_others: 'Une fois changé, vos autres sessions sont déconnectées ; celle-ci continue.',
  password_too_short: 'Au moins %{min} caractères',
  password_too_long: 'Au plus %{max} caractères',
  password_mismatch: 'Les deux nouveaux mots de passe diffèrent',
  password_same: 'Choisissez un mot de passe différent de l’actuel',
  current_wrong: 'Le mot de passe actuel est incorrect',
  password_changed: 'Mot de passe changé. Vos autres sessions ont été déconnectées.',
  submit: 'Changer le mot de passe',
} satisfies typeof en;
