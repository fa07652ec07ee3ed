import { useSyncExternalStore } from 'react';
import type { Registry } from '../../resources/registry';
import { registry } from './registry';

/** The app's registry as it is now (an unchanging value): a component that reads it re-renders when run-time declarations change it (CONTRACT §2.4). */
export function useCurrentRegistry(): Registry {
  return useSyncExternalStore(registry.subscribe, () => registry.snapshot);
}
