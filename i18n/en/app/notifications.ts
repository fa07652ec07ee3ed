export default {
  title: 'Notifications',
  open: 'Notifications',
  unread: '%{count} unread',
  mark_all_read: 'Mark all as read',
  mark_read: 'Mark as read',
  mark_unread: 'Mark as unread',
  all_read: 'You are all caught up',
  items: {
    low_charge: { title: 'Low charge in a cabinet', body: 'CAB100012: 6 of 12 batteries are below 20 %' },
    cabinet_offline: { title: 'Cabinet offline', body: 'CAB100031 has not reported for 15 minutes' },
    refund: { title: 'Deposit refund requested', body: 'A rider asked for a deposit refund at store MD10001' },
    real_name: { title: 'Real-name checks waiting', body: '3 riders are waiting for verification' },
    firmware: { title: 'Cabinet firmware ready', body: 'Version 2.4.1 can be rolled out to 86 cabinets' },
    report: { title: 'Daily report ready', body: 'Yesterday: 1,284 swaps and 37 new rentals' },
  },
};
