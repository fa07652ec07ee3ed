/** Modules the build makes (vite.config.ts). */
declare module 'virtual:first-screen-hints' {
  import type { ScreenHint } from '../vite-plugins/first-screen-hints';
  /** Route → what that generated screen's data is asked with (its list's first page, its record page's related tables). */
  const hints: Record<string, ScreenHint>;
  export default hints;
}
