// Tests only: the page around the storefront's slot dialog. The build never reaches this folder.
import { useState, type ReactNode, type RefObject } from 'react';
import * as Dialog from '../dialog/parts';
import { ThemeProvider } from '../theme/theme-provider';

/** Props of {@link SlotDialogPage}. */
export interface SlotDialogPageProps {
  /** Where the focus goes when the dialog opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The content of the dialog, under its title. */
  children: ReactNode;
}

/**
 * A "Cambia data e ora" button that opens a controlled dialog titled "Scegli la fascia oraria",
 * as the storefront opens its time slot picker.
 */
export function SlotDialogPage({ initialFocus, children }: SlotDialogPageProps) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Cambia data e ora
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content initialFocus={initialFocus}>
          <Dialog.Title>Scegli la fascia oraria</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Root>
    </ThemeProvider>
  );
}
