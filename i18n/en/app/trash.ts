/** The trash (CONTRACT §2.5): the delete notice's Undo, restoring, the trash screen. */
export default {
  deleted_one: 'Deleted “%{title}”',
  deleted_many: 'Deleted %{smart_count} %{name}',
  restored_one: 'Restored “%{title}”',
  restored_many: 'Restored %{smart_count} %{name}',
  open: 'Open',
  restore: 'Restore',
  restore_label: 'Restore “%{title}”',
  restore_taken: 'Cannot restore: another record now has the same %{field}. Change that one first, then restore.',
  restore_gone: 'Cannot restore: it is no longer in the trash (restored already, or purged).',
  empty: 'The trash is empty',
  empty_hint: 'Deleted records come here, and can be restored from here until they are purged.',
  open_blockers: 'Open %{count} %{name}',
};
