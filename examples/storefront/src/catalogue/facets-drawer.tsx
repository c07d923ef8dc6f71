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
  /** What the sheet's button says when the list is empty: it then has nothing to show. */
  emptyLabel: string;
  /** The sorting and filtering controls. */
  children: ReactNode;
}

/**
 * "Ordina e filtra" on phones: the controls in a bottom sheet. A module of its own, loaded when
 * a shopper first opens it, so the kit's drawer and Floating UI stay out of the list pages' load.
 */
export function FacetsDrawer({
  open,
  onOpenChange,
  total,
  emptyLabel,
  children,
}: FacetsDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="bottom" title="Ordina e filtra">
        <Drawer.Body>{children}</Drawer.Body>
        <Drawer.Footer>
          {/* Nothing to show: the button says so instead of offering 0 products. */}
          <Button fullWidth disabled={total === 0} onClick={() => onOpenChange(false)}>
            {total === undefined
              ? 'Mostra i prodotti'
              : total === 0
                ? emptyLabel
                : total === 1
                  ? 'Mostra 1 prodotto'
                  : `Mostra ${total} prodotti`}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}
