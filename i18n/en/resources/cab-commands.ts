import type { ResourceLabels } from '../../types';

export default {
  name: 'Device command |||| Device commands',
  fields: {
    id: 'ID',
    sn: 'Command no.',
    cabinetId: 'Cabinet',
    operate: 'Command',
    binOrdinal: 'Slot no.',
    business: 'Business',
    orderSn: 'Order no.',
    status: 'Status',
    requestedBy: 'Requested by',
    retryTimes: 'Retries',
    message: 'Device response',
    remark: 'Remark',
    createdAt: 'Created at',
    startAt: 'Sent at',
    stopAt: 'Finished at',
  },
  enums: {
    operate: {
      door_open: 'Open slot door',
      reboot: 'Reboot cabinet',
      bin_lock: 'Lock slot',
      bin_unlock: 'Unlock slot',
      bin_enable: 'Enable slot',
      bin_disable: 'Disable slot',
      detect: 'Detect battery',
    },
    business: { operate: 'Maintenance', exchange: 'Battery swap', active: 'Activation', pause: 'Pause', continue: 'Resume', unsubscribe: 'Return' },
    status: { pending: 'Pending', sent: 'Sent', succeeded: 'Succeeded', failed: 'Failed', timed_out: 'Timed out' },
  },
  transitions: {
    send: 'Send',
    succeed: 'Mark succeeded',
    fail: 'Mark failed',
    timeout: 'Mark timed out',
    retry: 'Retry',
  },
} satisfies ResourceLabels;
