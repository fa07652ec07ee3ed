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
  schema: {
    save: 'Data model draft saved',
    publish: 'Data model published',
    revert: 'Data model version restored',
    delete: 'Data model deleted',
    restore: 'Deleted data model restored',
    backfill: 'Filled in at a data model publish',
  },
  /** An entry's changes on its page (src/schema/record/FieldChanges.tsx): its heading, the fields' column, a record an action created, nothing changed. */
  changes: 'Changes',
  field: 'Field',
  created: 'Created',
  no_changes: 'No field changed',
};
