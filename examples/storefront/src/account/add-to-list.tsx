import { lazy, Suspense, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

import type { Product } from '@carrello/sdk';
import { Button, IconButton } from '@carrello/ui';

import { loginPath } from '../app/route-context';
import { useWhenSignedInKnown } from '../app/use-when-signed-in-known';

// The picker (the kit's dialog, Floating UI, the form) loads when a shopper first opens it: the
// button is on every card of every product grid, the dialog is opened rarely.
const loadListPicker = () => import('./list-picker-dialog');
const ListPickerDialog = lazy(() =>
  loadListPicker().then((module) => ({ default: module.ListPickerDialog })),
);

/**
 * "Aggiungi a una lista": picks one of the shopper's lists, or names a new one, and adds the
 * product to it. A visitor not signed in goes to sign-in first (spec 6: lists need login).
 */
export function AddToListButton({
  product,
  compact = false,
}: {
  product: Product;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const whenSignedInKnown = useWhenSignedInKnown();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on (never while the page hydrates), then kept for its state.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [done, setDone] = useState<string>();
  const label = `Aggiungi a una lista: ${product.name}`;
  const openPicker = () => {
    // Fetched while the session is checked; a failed fetch is retried when the picker mounts.
    void loadListPicker().catch(() => undefined);
    whenSignedInKnown((signedIn) => {
      if (!signedIn) navigate(loginPath(location.pathname + location.search));
      else {
        setDone(undefined);
        setOpen(true);
      }
    });
  };
  return (
    <>
      {compact ? (
        <IconButton label={label} onClick={openPicker}>
          <ListPlus />
        </IconButton>
      ) : (
        <Button variant="secondary" fullWidth onClick={openPicker} aria-label={label}>
          <ListPlus aria-hidden="true" size={18} /> Aggiungi a una lista
        </Button>
      )}
      <p role="status" className="visually-hidden">
        {done ?? ''}
      </p>
      {opened ? (
        <Suspense fallback={null}>
          <ListPickerDialog
            product={product}
            open={open}
            onOpenChange={setOpen}
            onDone={(text) => {
              setDone(text);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
