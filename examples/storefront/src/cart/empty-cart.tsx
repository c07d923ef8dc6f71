import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button, EmptyState } from '@carrello/ui';

/** The cart without products: what to do next, in the drawer and on the checkout page. */
export function EmptyCart({
  onShop,
  headingLevel = 2,
}: {
  onShop?: () => void;
  headingLevel?: 2 | 3;
}) {
  return (
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
  );
}
