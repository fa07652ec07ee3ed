/** On a phone and by keyboard (CONTRACT §4): the folded filters, the record's action bar, the bell's oldest waiting record. */
export default {
  filters: 'Filtres',
  filters_count: 'Filtres (%{count})',
  record_actions: 'Actions sur l’enregistrement',
  oldest_waiting: 'Le plus ancien en attente : %{title}',
};
