import { Suspense, type ReactNode } from 'react';

import { useHydrated } from './use-hydrated';
import { useOpenedOnce } from './use-opened-once';

/** Props of {@link MountOnceOpened}. */
interface MountOnceOpenedProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The dialog, typically a lazily loaded component, rendered open or closed. */
  children: ReactNode;
}

/**
 * Mounts a lazily loaded dialog after it first opens, never in a server render nor while a page
 * hydrates (a dialog asked open from the start opens right after), then keeps it so that it
 * closes with its transition and returns focus; nothing shows while its module loads.
 */
export function MountOnceOpened({ open, children }: MountOnceOpenedProps) {
  const opened = useOpenedOnce(useHydrated() && open);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
