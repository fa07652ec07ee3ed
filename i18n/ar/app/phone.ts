/** On a phone and by keyboard (CONTRACT §4): the folded filters, the record's action bar, the bell's oldest waiting record. */
export default {
  filters: 'عوامل التصفية',
  filters_count: 'عوامل التصفية (%{count})',
  record_actions: 'إجراءات السجل',
  oldest_waiting: 'الأقدم في الانتظار: %{title}',
};
