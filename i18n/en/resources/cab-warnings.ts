import type { ResourceLabels } from '../../types';

export default {
  name: 'Alarm |||| Alarms',
  fields: {
    id: 'ID',
    alarmNo: 'Alarm no.',
    createdAt: 'Raised at',
    code: 'Alarm',
    level: 'Level',
    category: 'Category',
    source: 'Source',
    cabinetId: 'Cabinet',
    binOrdinal: 'Slot no.',
    batterySn: 'Battery SN',
    description: 'Description',
    status: 'Status',
    ignoreReason: 'Reason for ignoring',
    acknowledgedAt: 'Acknowledged at',
    handledAt: 'Handled at',
  },
  enums: {
    code: { poweroff: 'Mains power off', undervoltage: 'Battery undervoltage', overvoltage: 'Battery overvoltage', cell_undervoltage: 'Cell undervoltage', cell_overvoltage: 'Cell overvoltage', overload: 'Overload', high_temp: 'Battery overheating', mos_high_temp: 'MOSFET overheating', charge_short: 'Charge short circuit', discharge_short: 'Discharge short circuit', charge_overcurrent: 'Charge overcurrent', discharge_overcurrent: 'Discharge overcurrent', cabinet_high_temp: 'Cabinet overheating', smoke: 'Smoke detected', flooding: 'Water ingress', water_level: 'High water level', door_fault: 'Door fault', offline: 'Cabinet offline' },
    level: { info: 'Info', warning: 'Warning', critical: 'Critical' },
    category: { cabinet: 'Cabinet', battery: 'Battery', ebike: 'E-bike', other: 'Other' },
    source: { device: 'Device', rider_report: 'Rider report', staff: 'Staff' },
    status: { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved', ignored: 'Ignored' },
  },
  transitions: {
    acknowledge: 'Acknowledge',
    resolve: 'Mark resolved',
    ignore: 'Ignore',
  },
} satisfies ResourceLabels;
