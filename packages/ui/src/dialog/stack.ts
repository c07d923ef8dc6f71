// The modal dialogs open now, oldest first. Two rules follow from it:
// - A modal hides everything outside itself from assistive technology; a dialog opened later from
//   inside it (an address dialog opened from the cart drawer) lives in its own portal, which the
//   older one must not hide: only the newer dialog hides the older ones.
// - Escape closes the top dialog only. Floating UI's `useDismiss` handles Escape on the element
//   that has the focus and stops it there; while a newer dialog is still taking the focus (its
//   content loading), the key lands in the older one, which hands it to the top instead of
//   closing itself and the dialog opened from it.

/** One open dialog: its element, and how Escape closes it. */
interface OpenDialog {
  element: HTMLElement;
  dismissWithEscape: () => void;
}

const openDialogs: OpenDialog[] = [];

/** Records a dialog as open, on top of the others; the function returned forgets it. */
export function pushOpenDialog(dialog: OpenDialog): () => void {
  openDialogs.push(dialog);
  return () => {
    const index = openDialogs.indexOf(dialog);
    if (index >= 0) openDialogs.splice(index, 1);
  };
}

function indexOf(element: HTMLElement | null): number {
  return element ? openDialogs.findIndex((dialog) => dialog.element === element) : -1;
}

/** The dialogs opened after the one whose element is given (none when it is not open). */
export function dialogsAbove(element: HTMLElement | null): OpenDialog[] {
  const index = indexOf(element);
  return index < 0 ? [] : openDialogs.slice(index + 1);
}
