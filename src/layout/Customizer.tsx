/**
 * The settings drawer (theme customizer) of spec §2: the context that opens it (its two buttons,
 * app bar and floating, are src/layout/CustomizerButtons.tsx). The drawer itself
 * (src/layout/CustomizerDrawer.tsx) is a chunk of its own, fetched when a button is pointed at or
 * focused and mounted on the first open.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazyComponent';
import { withExtraMessages } from '../providers/i18nExtras';

export const CustomizerDrawer = lazyComponent(
  withExtraMessages(() => import('./CustomizerDrawer').then((m) => m.Customizer)),
  { when: 'opened' },
);

const CustomizerContext = createContext<() => void>(() => undefined);
export const useOpenCustomizer = () => useContext(CustomizerContext);

/** Holds the drawer; buttons anywhere in the shell open it. */
export function CustomizerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openIt = useCallback(() => setOpen(true), []);
  return (
    <CustomizerContext.Provider value={openIt}>
      {children}
      <CustomizerDrawer open={open} onClose={() => setOpen(false)} />
    </CustomizerContext.Provider>
  );
}
