export default {
  title: 'Notifications',
  open: 'Notifications',
  nothing_waiting: 'Nothing waiting',
  nothing_waiting_hint: 'No open alarm and nothing to review right now.',
  loading: 'Loading the notifications…',
  error: 'The notifications could not be loaded.',
  retry: 'Try again',
  updated: 'Counted at %{time}',
  count_label: '%{title}: %{count}',
  items: {
    alarms: {
      critical: { title: 'Critical alarms', body: 'Open, not yet acknowledged' },
      warning: { title: 'Warning alarms', body: 'Open, not yet acknowledged' },
      info: { title: 'Info alarms', body: 'Open, not yet acknowledged' },
    },
    refunds: { title: 'Refunds to review', body: 'Requested by riders, waiting for approval' },
    real_names: { title: 'Real-name checks to review', body: 'Submitted by riders, waiting for verification' },
  },
};
