/** Live events (CONTRACT §2.5): an open record that changed or was deleted underneath, a critical alarm's notice. */
export default {
  record_changed: 'Changed by someone else since you opened it.',
  reload: 'Reload',
  record_deleted: 'This record was deleted.',
  critical_alarm: 'Critical alarm: %{title}',
  critical_alarms: '%{smart_count} new critical alarms',
  open_alarm: 'Open',
};
