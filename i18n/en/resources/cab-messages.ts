import type { ResourceLabels } from '../../types';

export default {
  name: 'Device report |||| Device reports',
  fields: {
    id: 'ID',
    cabinetId: 'Cabinet',
    receivedAt: 'Received at',
    direction: 'Type',
    signalId: 'Signal ID',
    signalName: 'Signal',
    binOrdinal: 'Slot no.',
    value: 'Value',
    unit: 'Unit',
    raw: 'Raw message',
  },
  enums: {
    direction: { telemetry: 'Telemetry', telecontrol: 'Remote control' },
  },
} satisfies ResourceLabels;
