import { createContext, useContext } from 'react';

/** Which step of the delivery choice to open: the address, then the time slot. */
export type DeliveryStep = 'address' | 'timeslot';

/** The shell's panels that pages may open. */
export interface ShellContextValue {
  /** Opens the right cart drawer. */
  openCart: () => void;
  /** Closes the right cart drawer. */
  closeCart: () => void;
  /** Opens the address and time-slot choice at a step. */
  openDelivery: (step: DeliveryStep) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's panels; throws outside of the shell. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('`useShell` must be used within `AppShell`');
  return value;
}
