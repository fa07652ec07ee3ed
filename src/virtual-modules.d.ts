/** Modules the build makes (vite.config.ts). */
declare module 'virtual:first-list-hints' {
  import type { ListHint } from '../vite-plugins/first-list-hints';
  /** Route → what the first page of that generated list is asked with. */
  const hints: Record<string, ListHint>;
  export default hints;
}
