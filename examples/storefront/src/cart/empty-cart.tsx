import { ShoppingBasket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button, EmptyState } from '@carrello/ui';

/** The cart without products: what to do next, in the drawer and on the checkout page. */
export function EmptyCart({
  onShop,
  headingLevel = 2,
  linesJustLeft = false,
}: {
  onShop?: () => void;
  headingLevel?: 2 | 3;
  /** The cart's last line has just gone (see {@link useLinesJustLeft}). */
  linesJustLeft?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const takeFocus = useRef(linesJustLeft);
  // The last line has just left (removed, or the cart emptied): the control that had the focus
  // went with it. The focus goes to "Il carrello è vuoto", which also says what happened.
  useEffect(() => {
    const active = document.activeElement;
    if (!takeFocus.current || (active && active !== document.body)) return;
    const heading = ref.current?.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <div ref={ref}>
      <EmptyState
        headingLevel={headingLevel}
        icon={<ShoppingBasket aria-hidden="true" size={48} />}
        title="Il carrello è vuoto"
        description="Cerca un prodotto o sfoglia i reparti: quello che aggiungi compare qui."
        action={
          <Button asChild variant="secondary">
            <Link to="/" onClick={onShop}>
              Inizia la spesa
            </Link>
          </Button>
        }
      />
    </div>
  );
}

/**
 * Whether the cart's lines have just gone: `count` became 0 from above 0 (not from unknown), and
 * has not changed since.
 */
export function useLinesJustLeft(count: number | undefined): boolean {
  const [seen, setSeen] = useState({ count, left: false });
  if (seen.count !== count) {
    // Adjusting state to a changed prop during render: React renders again at once.
    const left = count === 0 && (seen.count ?? 0) > 0;
    setSeen({ count, left });
    return left;
  }
  return seen.left;
}
