import type { ResourceLabels } from '../../types';

export default {
  name: 'Complaint |||| Complaints',
  fields: {
    id: 'ID',
    ticketNo: 'Ticket no.',
    consumerId: 'Rider',
    type: 'Type',
    priority: 'Priority',
    content: 'Details',
    images: 'Images',
    contactPhone: 'Contact phone',
    relatedOrder: 'Related order',
    cabinetId: 'Cabinet',
    status: 'Status',
    assigneeId: 'Assignee',
    resolution: 'Resolution',
    createdAt: 'Submitted at',
    closedAt: 'Closed at',
  },
  enums: {
    type: { cabinet: 'Cabinet', battery: 'Battery', vehicle: 'Vehicle', billing: 'Billing', service: 'Service', other: 'Other' },
    priority: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
    status: { open: 'Open', processing: 'In progress', closed: 'Closed' },
  },
  transitions: {
    process: 'Start handling',
    close: 'Close',
    reopen: 'Reopen',
  },
} satisfies ResourceLabels;
