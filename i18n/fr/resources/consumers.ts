import type { ResourceLabels } from '../../types';

export default {
  name: 'Coursier |||| Coursiers',
  fields: {
    id: 'ID',
    phone: 'Téléphone',
    name: 'Nom',
    storeId: 'Magasin',
    authStatus: "Vérification d'identité",
    points: 'Points de fidélité',
    deviceType: 'Appareil',
    emergencyContact: "Contact d'urgence",
    emergencyPhone: "Téléphone d'urgence",
    lastSigninAt: 'Dernière connexion',
    createdAt: 'Inscrit le',
    status: 'Compte',
    blockReason: 'Motif de la mise sur liste noire',
    blockedAt: 'Mis sur liste noire le',
  },
  enums: {
    authStatus: { unverified: 'Non vérifié', pending: 'En cours de vérification', verified: 'Vérifié', failed: 'Échec' },
    deviceType: { ios: 'Appareil iOS', android: 'Appareil Android' },
    status: { active: 'Actif', blocked: 'Sur liste noire' },
  },
  transitions: {
    block: 'Mettre sur liste noire',
    unblock: 'Retirer de la liste noire',
  },
  sections: {
    overview: 'Aperçu',
    purchases: 'Achats et cartes',
    account: 'Compte et actifs',
  },
} satisfies ResourceLabels;
