import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and from then on: a widget mounts when it
 * first opens and stays mounted, so it closes with its transition and returns the focus.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
