import { useSearchParams } from 'react-router-dom';

import { usePopup } from '@carrello/hooks';
import { GenericPopup } from '@carrello/ui';

import { SafeHtml } from './safe-html';

/** The query parameter of the Home page that names a popup to show (spec 2.1). */
export const ADDITIONAL_PARAM = 'additional_param';

/**
 * Spec 2.1 and 2.3: the Home page takes an optional `additional_param`; in Carrello it is the
 * code of a generic popup (title, description, "Chiudi") shown on arrival, e.g. from a link in
 * a newsletter (`/?additional_param=benvenuto`). Closing it drops the parameter, so a reload or
 * a shared address does not show it again; an unknown code shows nothing.
 */
export function HomePopup() {
  const [params] = useSearchParams();
  const code = params.get(ADDITIONAL_PARAM)?.trim();
  // Without a code nothing is asked for (`popup/view` alone answers the published popup).
  return code ? <PopupByCode code={code} /> : null;
}

function PopupByCode({ code }: { code: string }) {
  const [, setParams] = useSearchParams();
  const popup = usePopup(code);
  if (!popup.data) return null;
  return (
    <GenericPopup
      open
      title={popup.data.TITLE}
      description={<SafeHtml html={popup.data.DESCRIPTION ?? ''} />}
      onOpenChange={(open) => {
        if (open) return;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(ADDITIONAL_PARAM);
            return next;
          },
          { replace: true },
        );
      }}
    />
  );
}
