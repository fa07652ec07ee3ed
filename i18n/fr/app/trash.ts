import type en from '../../en/app/trash';

export default {
  deleted_one: '« %{title} » supprimé',
  deleted_many: '%{smart_count} %{name} supprimés',
  restored_one: '« %{title} » restauré',
  restored_many: '%{smart_count} %{name} restaurés',
  open: 'Ouvrir',
  restore: 'Restaurer',
  restore_label: 'Restaurer « %{title} »',
  restore_taken: 'Restauration impossible : un autre enregistrement a maintenant la même valeur de « %{field} ». Modifiez-le d’abord, puis restaurez.',
  restore_gone: 'Restauration impossible : il n’est plus dans la corbeille (déjà restauré, ou purgé).',
  empty: 'La corbeille est vide',
  empty_hint: 'Les enregistrements supprimés arrivent ici et peuvent en être restaurés jusqu’à leur purge.',
  open_blockers: 'Ouvrir %{count} %{name}',
} satisfies typeof en;
