/** Where the data-model screen lives (src/App.tsx routes it behind RESOURCE_ADMIN_SYSTEM_SCHEMA). */
export const DATA_MODEL_PATH = '/apps/system/schema';
export const editorPath = (name: string) => `${DATA_MODEL_PATH}/${encodeURIComponent(name)}`;
