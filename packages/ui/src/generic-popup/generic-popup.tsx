import type { ReactNode } from 'react';
import { Button } from '../button/button.styles';
import * as Dialog from '../dialog/parts';
import { useMessages } from '../messages/messages-context';

/** Props of {@link GenericPopup}. */
export interface GenericPopupProps {
  /** Whether the popup is open (controlled). */
  open?: boolean;
  /** @default true */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The title (the popup's TITLE). */
  title: ReactNode;
  /** The description (the popup's DESCRIPTION; sanitise HTML before passing it as elements). */
  description: ReactNode;
  /**
   * The width in px.
   * @default 500
   */
  width?: number;
}

/**
 * A generic popup (docs/requirements/app-shell.md): title, description and a "Chiudi" button.
 * @example
 * <GenericPopup title={popup.TITLE} description={popup.DESCRIPTION} onOpenChange={setOpen} />
 */
export function GenericPopup({
  open,
  defaultOpen = true,
  onOpenChange,
  title,
  description,
  width = 500,
}: GenericPopupProps) {
  const messages = useMessages();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content width={width} showClose={false}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div>{description}</div>
        </Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{messages.common.close}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
