/** The audit log's actions in words (src/schema/displayText.ts). */
export default {
  actions: {
    create: 'Create',
    update: 'Edit',
    delete: 'Delete',
  },
  /** A workflow transition: the transition's own label. */
  transition: 'Status change: %{name}',
  /** A ledger entry posted to the record: the entry's resource. */
  posting: 'Posting: %{name}',
  refund: 'Refund: %{name}',
  /** A change of a resource's declaration (the data-model screen). */
  schema: { save: 'Data model draft saved', publish: 'Data model published', revert: 'Data model version restored', delete: 'Data model deleted' },
};
