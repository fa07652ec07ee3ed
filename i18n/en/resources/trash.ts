import type { ResourceLabels } from '../../types';

export default {
  name: 'Trash |||| Trash',
  fields: {
    id: 'ID',
    resource: 'Kind',
    title: 'Name',
    deletedAt: 'Deleted at',
    deletedBy: 'Deleted by',
    via: 'Deleted through',
  },
} satisfies ResourceLabels;
