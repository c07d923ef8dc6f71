import type { Order } from '@carrello/sdk';
import { OrderTotals } from '@carrello/ui';

/** How the payment of an order stands, in the words of the order pages. */
export const PAYMENT_STATUS: Record<Order['paymentStatus'], string> = {
  pending: 'in attesa',
  authorized: 'autorizzato',
  paid: 'completato',
  failed: 'non riuscito',
  refunded: 'rimborsato',
};

/** The totals of an order, with the amount still to authorise, named "Totali dell’ordine". */
export function TotalsOfOrder({ order, className }: { order: Order; className?: string }) {
  return (
    <OrderTotals
      className={className}
      source={order}
      amountToAuthorize={order.amountToAuthorize}
      aria-label="Totali dell’ordine"
    />
  );
}
