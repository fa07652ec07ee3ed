import type { ResourceLabels } from '../../types';

export default {
  name: "Commande d'appareil |||| Commandes d'appareil",
  fields: {
    id: 'ID',
    sn: 'N° de commande',
    cabinetId: 'Armoire',
    operate: 'Opération',
    binOrdinal: 'N° de casier',
    business: 'Motif métier',
    orderSn: 'N° de transaction',
    status: 'Statut',
    requestedBy: 'Demandée par',
    retryTimes: 'Nouvelles tentatives',
    message: "Réponse de l'appareil",
    remark: 'Remarque',
    createdAt: 'Créée le',
    startAt: 'Envoyée le',
    stopAt: 'Terminée le',
  },
  enums: {
    operate: {
      door_open: 'Ouvrir la porte du casier',
      reboot: "Redémarrer l'armoire",
      bin_lock: 'Verrouiller le casier',
      bin_unlock: 'Déverrouiller le casier',
      bin_enable: 'Activer le casier',
      bin_disable: 'Désactiver le casier',
      detect: 'Détecter la batterie',
    },
    business: {
      operate: 'Opération de maintenance',
      exchange: 'Échange de batterie',
      active: 'Mise en service',
      pause: 'Mise en pause',
      continue: 'Reprise',
      unsubscribe: 'Restitution',
    },
    status: { pending: 'En attente', sent: 'Envoyée', succeeded: 'Réussie', failed: 'Échouée', timed_out: 'Délai dépassé' },
  },
  transitions: {
    send: 'Envoyer',
    succeed: 'Marquer comme réussie',
    fail: 'Marquer comme échouée',
    timeout: 'Marquer le délai dépassé',
    retry: 'Réessayer',
  },
} satisfies ResourceLabels;
