import type { ResourceLabels } from '../../types';

export default {
  name: 'Tag |||| Tags',
  fields: {
    id: 'ID',
    name: 'Name',
    target: 'Applies to',
    color: 'Colour',
    description: 'Description',
    sortOrder: 'Sort order',
    enabled: 'Enabled',
    createdAt: 'Created at',
  },
  enums: {
    target: { store: 'Stores', consumer: 'Riders' },
    color: { red: 'Red', orange: 'Orange', green: 'Green', blue: 'Blue', purple: 'Purple', indigo: 'Indigo', grey: 'Grey' },
  },
} satisfies ResourceLabels;
