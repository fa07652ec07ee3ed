/**
 * A user's choices for the lists, kept in react-admin's store (local storage) under their user id,
 * so each account on a shared counter computer keeps its own, and a logout keeps them
 * (src/providers/preferencesProvider.ts keeps `prefs.*`): which columns a list shows, in which order,
 * and how dense the rows are.
 */
import { useCallback, useMemo } from 'react';
import { useGetIdentity, useStore } from 'react-admin';

export type Density = 'comfortable' | 'compact';

/** The store key of one preference of the signed-in user. */
function usePreferenceKey(name: string): string {
  const { identity } = useGetIdentity();
  return `prefs.${identity?.id ?? 'anonymous'}.${name}`;
}

/** The columns a list shows (sources, in order), the schema's defaults until the user chooses; `set(undefined)` goes back to them. */
export function useVisibleColumns(resource: string, defaults: readonly string[], available: readonly string[]) {
  const [stored, setStored] = useStore<string[] | undefined>(usePreferenceKey(`${resource}.columns`));
  const visible = useMemo(() => {
    // a column the schema no longer has is dropped; an empty choice is no choice
    const kept = stored?.filter((c) => available.includes(c));
    return kept?.length ? kept : [...defaults];
  }, [stored, defaults, available]);
  const set = useCallback((columns: string[] | undefined) => setStored(columns), [setStored]);
  return [visible, set] as const;
}

/** How dense the rows of every list are. */
export function useDensity() {
  const [density = 'comfortable', setDensity] = useStore<Density>(usePreferenceKey('density'));
  return [density, setDensity] as const;
}
