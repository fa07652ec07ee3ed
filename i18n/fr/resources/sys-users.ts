import type { ResourceLabels } from '../../types';

export default {
  name: 'Utilisateur système |||| Utilisateurs système',
  fields: {
    id: 'ID',
    email: 'E-mail',
    username: "Nom d'utilisateur",
    nickname: 'Nom affiché',
    phone: 'Téléphone',
    role: 'Rôle',
    roleIds: 'Rôles',
    storeId: 'Magasin',
    status: 'Statut',
    password: 'Mot de passe',
    avatar: 'Photo de profil',
    lastSigninAt: 'Dernière connexion',
    createdAt: 'Créé le',
  },
  enums: {
    role: { admin: 'Administrateur', client: 'Gérant de magasin', guest: 'Invité' },
    status: { active: 'Actif', disabled: 'Désactivé' },
  },
} satisfies ResourceLabels;
