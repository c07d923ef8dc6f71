import { GenericPopup } from '@carrello/ui';

import { SafeHtml } from './safe-html';

/** Props of {@link HomePopupDialog}. */
interface HomePopupDialogProps {
  /** The popup's title. */
  title: string;
  /** The popup's text, CMS HTML (sanitized here). */
  description: string;
  /** Called when the shopper closes the popup. */
  onClose: () => void;
}

/**
 * The generic popup of the Home page, open: a module of its own, loaded only when a popup is to
 * be shown, so the dialog, Floating UI and the HTML sanitizer stay out of the first load.
 */
export function HomePopupDialog({ title, description, onClose }: HomePopupDialogProps) {
  return (
    <GenericPopup
      open
      title={title}
      description={
        // The sanitizer's chunk loads with this module's (home-popup.tsx): no wait here.
        <SafeHtml html={description} />
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
