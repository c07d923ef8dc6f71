import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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

/** What {@link useListPicker} gives: the action that opens the picker, and what to render. */
interface ListPicker {
  /** Opens the picker for a product (a visitor not signed in goes to sign-in first). Stable. */
  open: (product: Product) => void;
  /** The picker's dialog (mounted from its first open on) and its announcement. */
  element: ReactNode;
}

/**
 * "Aggiungi a una lista" for a page or a whole product grid: one dialog and one announcement,
 * however many products have the button. It picks one of the shopper's lists, or names a new
 * one, and adds the product to it. A visitor not signed in goes to sign-in first (docs/requirements/account.md: lists
 * need login). `open` keeps its identity, so memoized product cards holding it do not render
 * again when the page's address changes.
 */
export function useListPicker(): ListPicker {
  const navigate = useNavigate();
  const location = useLocation();
  const whenSignedInKnown = useWhenSignedInKnown();
  const here = useRef(location.pathname + location.search);
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
  const [product, setProduct] = useState<Product | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [done, setDone] = useState<string>();

  const open = useCallback(
    (next: Product) => {
      // Fetched while the session is checked; a failed fetch is retried when the picker mounts.
      void loadListPicker().catch(() => undefined);
      whenSignedInKnown((signedIn) => {
        if (!signedIn) void navigate(loginPath(here.current));
        else {
          setDone(undefined);
          setProduct(next);
          setOpen(true);
        }
      });
    },
    [navigate, whenSignedInKnown],
  );

  const element = (
    <>
      <p role="status" className="visually-hidden">
        {done ?? ''}
      </p>
      {product ? (
        <Suspense fallback={null}>
          <ListPickerDialog
            key={product.productId}
            product={product}
            open={isOpen}
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
  return { open, element };
}

/** Props of {@link ListPickerButton}. */
interface ListPickerButtonProps {
  product: Product;
  /** Opens the picker: {@link useListPicker}'s `open`. */
  onOpen: (product: Product) => void;
  /** An icon button (a product card) instead of a full-width labelled one (a product page). */
  compact?: boolean;
}

/** The button that opens a {@link useListPicker} picker for one product. */
export function ListPickerButton({ product, onOpen, compact = false }: ListPickerButtonProps) {
  const label = `Aggiungi a una lista: ${product.name}`;
  return compact ? (
    <IconButton label={label} onClick={() => onOpen(product)}>
      <ListPlus />
    </IconButton>
  ) : (
    <Button variant="secondary" fullWidth onClick={() => onOpen(product)} aria-label={label}>
      <ListPlus aria-hidden="true" size={18} /> Aggiungi a una lista
    </Button>
  );
}

/** "Aggiungi a una lista" for one product (a product page): its button and its picker. */
export function AddToListButton({ product }: { product: Product }) {
  const picker = useListPicker();
  return (
    <>
      <ListPickerButton product={product} onOpen={picker.open} />
      {picker.element}
    </>
  );
}
