import type { ResourceLabels } from '../../types';

export default {
  name: 'Journal de connexion |||| Journaux de connexion',
  fields: {
    id: 'ID',
    createdAt: 'Date et heure',
    account: 'Compte',
    userId: 'Utilisateur',
    success: 'Réussie',
    reason: 'Résultat',
    ip: 'Adresse IP',
    userAgent: 'Agent utilisateur',
  },
  enums: {
    reason: { ok: 'Succès', bad_credentials: 'Identifiants incorrects', disabled: 'Compte désactivé', rate_limited: 'Trop de tentatives' },
  },
} satisfies ResourceLabels;
