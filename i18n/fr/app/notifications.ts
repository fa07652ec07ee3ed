import type en from '../../en/app/notifications';

export default {
  title: 'Centre de notifications',
  open: 'Voir les notifications',
  unread: '%{count} non lue(s)',
  mark_all_read: 'Tout marquer comme lu',
  mark_read: 'Marquer comme lue',
  mark_unread: 'Marquer comme non lue',
  all_read: 'Vous êtes à jour',
  items: {
    low_charge: { title: 'Charge faible dans une armoire', body: 'CAB100012 : 6 batteries sur 12 sont sous 20 %' },
    cabinet_offline: { title: 'Armoire hors ligne', body: 'CAB100031 ne répond plus depuis 15 minutes' },
    refund: { title: 'Remboursement de caution demandé', body: 'Un usager demande le remboursement de sa caution au magasin MD10001' },
    real_name: { title: 'Vérifications d’identité en attente', body: '3 usagers attendent la vérification' },
    firmware: { title: 'Micrologiciel d’armoire disponible', body: 'La version 2.4.1 peut être déployée sur 86 armoires' },
    report: { title: 'Rapport du jour prêt', body: 'Hier : 1 284 échanges et 37 nouvelles locations' },
  },
} satisfies typeof en;
