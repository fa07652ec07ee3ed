/** The data-model screen's queries (react-query keys): the resources' list, and one resource's declaration. */
export const LIST_KEY = ['dataModel', 'list'] as const;
export const schemaKey = (name: string) => ['dataModel', 'schema', name] as const;
export const versionsKey = (name: string) => ['dataModel', 'versions', name] as const;
