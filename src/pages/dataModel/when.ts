/** When something happened to a declaration (a version published, a resource deleted), as the data-model screen writes it in the user's language. */
export const whenText = (iso: string, lang: string): string => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
