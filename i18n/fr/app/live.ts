import type en from '../../en/app/live';

export default {
  record_changed: 'Modifié par quelqu’un d’autre depuis que vous l’avez ouvert.',
  reload: 'Recharger',
  record_deleted: 'Cet enregistrement a été supprimé.',
  critical_alarm: 'Alarme critique : %{title}',
  critical_alarms: '%{smart_count} nouvelles alarmes critiques',
  open_alarm: 'Ouvrir',
} satisfies typeof en;
