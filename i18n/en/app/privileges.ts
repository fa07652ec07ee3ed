/** The role editor's privilege tree (src/schema/PrivilegeTreeInput.tsx). */
export default {
  /** Names of the codes that have no menu entry of their own (others are named after their menu entry). */
  names: {
    RESOURCE_ADMIN: 'Back-office sign-in',
  },
  search: 'Search privileges',
  search_hint: 'By name or code',
  expand_all: 'Expand all',
  collapse_all: 'Collapse all',
  expand: 'Expand %{name}',
  collapse: 'Collapse %{name}',
  selected: '%{count} of %{total} selected',
  no_match: 'No privilege matches “%{query}”.',
  no_admin_title: 'Its users cannot sign in',
  no_admin: 'This role does not include “%{name}” (%{code}). Users who have only this role will be refused at sign-in and sent back to the login page.',
  grant_admin: 'Add “%{name}”',
  rights: {
    read: 'Read',
    create: 'Create',
    update: 'Edit',
    delete: 'Delete',
    action: 'Action: %{name}',
    read_only: 'Read only',
    read_only_hint: 'Keep only the right to read %{name}',
    refused: 'You may not do this: “%{right}” on %{resource} needs a right you do not have (%{code}).',
  },
};
