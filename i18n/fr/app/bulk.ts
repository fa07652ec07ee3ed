/** Modification en masse (CONTRACT §2.5) : une même valeur sur plusieurs fiches ; et les filtres à travers une référence. */
export default {
  title: 'Modifier %{smart_count} %{name}',
  scope: 'Quelles fiches',
  scope_selected: 'La fiche sélectionnée |||| Les %{smart_count} sélectionnées',
  scope_all: 'Les %{smart_count} fiches du filtre',
  field: 'Champ à modifier',
  add_field: 'Modifier un autre champ',
  remove_field: 'Ne pas modifier %{field}',
  empty_means_clear: 'Laissé vide, le champ est effacé sur chaque fiche.',
  confirm: 'Modifier %{smart_count} fiche |||| Modifier %{smart_count} fiches',
  confirm_all: 'Cela modifie chacune des %{smart_count} fiches du filtre, pas seulement celles de cette page.',
  finding: 'Recherche des fiches du filtre…',
  progress: '%{finished} sur %{total} enregistrées',
  report: '%{done} modifiées, %{failed} refusées',
  refused_list: 'Refusées, et pourquoi',
  done: '%{smart_count} fiche modifiée |||| %{smart_count} fiches modifiées',
  nothing_editable: 'Aucun champ de ces fiches ne peut être modifié sur plusieurs à la fois.',
};
