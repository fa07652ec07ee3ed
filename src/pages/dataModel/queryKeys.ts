/** The data-model screen's queries (react-query keys): the resources' list, and one resource's declaration. */
export const LIST_KEY = ['dataModel', 'list'] as const;
/** The deleted resources (a restore's list): under LIST_KEY, so what refreshes the list refreshes it too. */
export const DELETED_KEY = ['dataModel', 'list', 'deleted'] as const;
export const schemaKey = (name: string) => ['dataModel', 'schema', name] as const;
export const versionsKey = (name: string) => ['dataModel', 'versions', name] as const;
