import type { ResourceLabels } from '../../types';

export default {
  name: 'Coursier |||| Coursiers',
  fields: {
    id: 'ID',
    phone: 'Téléphone',
    name: 'Nom',
    storeId: 'Magasin',
    authStatus: "Vérification d'identité",
    blocked: 'Bloqué',
    points: 'Points de fidélité',
    deviceType: 'Appareil',
    emergencyContact: "Contact d'urgence",
    emergencyPhone: "Téléphone d'urgence",
    lastSigninAt: 'Dernière connexion',
    createdAt: 'Inscrit le',
  },
  enums: {
    authStatus: { unverified: 'Non vérifié', pending: 'En cours de vérification', verified: 'Vérifié', failed: 'Échec' },
    deviceType: { ios: 'Appareil iOS', android: 'Appareil Android' },
  },
} satisfies ResourceLabels;
