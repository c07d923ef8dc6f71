import { lazy } from 'react';

import type { GenericPopupProps } from '@carrello/ui';
import { MountOnceOpened } from '../app/mount-once-opened';

// The kit's popup (its dialog and Floating UI) loads the first time an outcome is shown: the
// order pages do not pay for it when they open.
const GenericPopup = lazy(() =>
  import('./outcome-popup-content').then((module) => ({ default: module.GenericPopup })),
);

/** Props of {@link OutcomePopup}: the kit's popup, controlled. */
type OutcomePopupProps = GenericPopupProps & { open: boolean };

/**
 * The kit's {@link GenericPopup} for an answer that arrives after an action (a reservation's
 * outcome): mounted after it first opens, never in a server render nor while a page hydrates,
 * then kept so that it closes with its transition and returns focus.
 */
export function OutcomePopup(props: OutcomePopupProps) {
  return (
    <MountOnceOpened open={props.open}>
      <GenericPopup {...props} />
    </MountOnceOpened>
  );
}
