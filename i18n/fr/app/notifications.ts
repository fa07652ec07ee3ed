import type en from '../../en/app/notifications';

export default {
  title: 'Centre de notifications',
  open: 'Voir les notifications',
  nothing_waiting: 'Rien en attente',
  nothing_waiting_hint: 'Aucune alarme ouverte et rien à examiner pour le moment.',
  loading: 'Chargement des notifications…',
  error: 'Les notifications n’ont pas pu être chargées.',
  retry: 'Réessayer',
  updated: 'Compté à %{time}',
  count_label: '%{title} : %{count}',
  items: {
    alarms: {
      critical: { title: 'Alarmes critiques', body: 'Ouvertes, pas encore prises en compte' },
      warning: { title: 'Alarmes d’avertissement', body: 'Ouvertes, pas encore prises en compte' },
      info: { title: 'Alarmes d’information', body: 'Ouvertes, pas encore prises en compte' },
    },
    refunds: { title: 'Remboursements à examiner', body: 'Demandés par les usagers, en attente de validation' },
    real_names: { title: 'Vérifications d’identité à examiner', body: 'Soumises par les usagers, en attente de vérification' },
  },
} satisfies typeof en;
