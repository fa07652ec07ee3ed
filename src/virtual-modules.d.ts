/** Modules the build makes (vite.config.ts). */
declare module 'virtual:first-list-hints' {
  import type { ListHint } from '../vite-plugins/first-list-hints';
  /** Route → what that generated screen's data is asked with (its list's first page). */
  const hints: Record<string, ListHint>;
  export default hints;
}
