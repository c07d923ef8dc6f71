import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { usePopup } from '@carrello/hooks';

import { loadHtmlSanitizer } from './safe-html';

// The popup's dialog and its HTML sanitizer (DOMPurify) load only when a popup is to be shown:
// the server renders no popup (it asks for none), so nothing lazy takes part in hydration.
// Both chunks load together, so the text shows as the dialog opens.
const HomePopupDialog = lazy(() =>
  Promise.all([import('./home-popup-dialog'), loadHtmlSanitizer()]).then(([module]) => ({
    default: module.HomePopupDialog,
  })),
);

/** The query parameter of the Home page that names a popup to show (docs/requirements/app-shell.md). */
const ADDITIONAL_PARAM = 'additional_param';

/**
 * docs/requirements/app-shell.md: the Home page takes an optional `additional_param`; in Carrello it is the
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
    <Suspense fallback={null}>
      <HomePopupDialog
        title={popup.data.TITLE}
        description={popup.data.DESCRIPTION ?? ''}
        onClose={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete(ADDITIONAL_PARAM);
              return next;
            },
            { replace: true },
          )
        }
      />
    </Suspense>
  );
}
