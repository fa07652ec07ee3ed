/** Bulk edit (CONTRACT §2.5): one value set on many records, and the filters through a reference. */
export default {
  title: 'Edit %{smart_count} %{name}',
  scope: 'Which records',
  scope_selected: 'The selected one |||| The %{smart_count} selected',
  scope_all: 'All %{smart_count} matching the filter',
  field: 'Field to change',
  add_field: 'Change another field',
  remove_field: 'Do not change %{field}',
  empty_means_clear: 'Left empty, the field is cleared on each record.',
  confirm: 'Change %{smart_count} record |||| Change %{smart_count} records',
  confirm_all: 'This changes every one of the %{smart_count} records matching the filter, not only those on this page.',
  finding: 'Finding the matching records…',
  progress: 'Saved %{finished} of %{total}',
  report: '%{done} changed, %{failed} refused',
  refused_list: 'Refused, and why',
  done: '%{smart_count} record changed |||| %{smart_count} records changed',
  nothing_editable: 'No field of these records can be set on several at once.',
};
