import type { ReactNode } from 'react';

import { Button, Drawer } from '@carrello/ui';

/** Props of {@link FacetsDrawer}. */
interface FacetsDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** How many products the chosen filters leave, when known. */
  total: number | undefined;
  /** The sorting and filtering controls. */
  children: ReactNode;
}

/**
 * "Ordina e filtra" on phones: the controls in a bottom sheet. A module of its own, loaded when
 * a shopper first opens it, so the kit's drawer and Floating UI stay out of the list pages' load.
 */
export function FacetsDrawer({ open, onOpenChange, total, children }: FacetsDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="bottom" title="Ordina e filtra">
        <Drawer.Body>{children}</Drawer.Body>
        <Drawer.Footer>
          <Button fullWidth onClick={() => onOpenChange(false)}>
            {total === undefined
              ? 'Mostra i prodotti'
              : total === 1
                ? 'Mostra 1 prodotto'
                : `Mostra ${total} prodotti`}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}
