import { GenericPopup } from '@carrello/ui';

import { browserSanitizer } from './html-sanitizer';
import { HtmlSanitizerContext, SafeHtml } from './safe-html';

/** Props of {@link HomePopupDialog}. */
export interface HomePopupDialogProps {
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
        // The sanitizer comes with this module: the text shows as the dialog opens.
        <HtmlSanitizerContext.Provider value={browserSanitizer}>
          <SafeHtml html={description} />
        </HtmlSanitizerContext.Provider>
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
