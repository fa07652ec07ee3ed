/**
 * The screens that read the catalogue's extra parts (demo apps, dashboards: ../../i18n/assemble.ts
 * EXTRA_PARTS) load them together with their code: `lazyComponent(withExtraMessages(() => import('./X').then((m) => m.X)))`.
 * main.tsx registers the i18n provider's loader at start; tests that render such screens directly
 * use the whole catalogue and need none.
 */
let loader: (() => Promise<void>) | undefined;

export function setExtraMessagesLoader(load: () => Promise<void>): void {
  loader = load;
}

export function loadExtraMessages(): Promise<void> {
  return loader ? loader() : Promise.resolve();
}

/** A lazy loader that resolves when both the module and the extra messages are in. */
export function withExtraMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadExtraMessages()]).then(([module]) => module);
}
