/** On a phone and by keyboard (CONTRACT §4): the folded filters, the record's action bar, the bell's oldest waiting record. */
export default {
  filters: 'Filters',
  filters_count: 'Filters (%{count})',
  record_actions: 'Record actions',
  oldest_waiting: 'Oldest waiting: %{title}',
};
