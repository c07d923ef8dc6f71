import { Link } from 'react-router-dom';

import type { Cart } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { useShell } from '../shell/shell-context';

/** What is left before paying, in the order the page asks it (docs/requirements/invoice.md). */
function missingStepsText(cart: Cart, hasPhone: boolean): string {
  const steps = [
    hasPhone ? null : 'salva il tuo cellulare',
    cart.cartInfos.need_invoice === 'true' && !Number(cart.cartInfos.PERSON_FISCAL_ID)
      ? 'scegli l’intestatario della fattura'
      : null,
    'accetta le condizioni di vendita',
  ].filter((step): step is string => step !== null);
  const last = steps.pop()!;
  return `Per concludere l’ordine ${steps.length > 0 ? `${steps.join(', ')} e ` : ''}${last}.`;
}

/** Props of {@link PaymentNextStep}. */
interface PaymentNextStepProps {
  /** The cart being paid. */
  cart: Cart;
  /** Whether the cart has its address and its time slot. */
  delivered: boolean;
  /** Whether the shopper's profile allows paying. */
  canPay: boolean;
  /** Whether the invoice, phone and conditions are all done. */
  complete: boolean;
  /** Whether the shopper has a phone number saved. */
  hasPhone: boolean;
}

/**
 * Under the summary, what the shopper must still do before "Concludi ordine": choose where and
 * when, complete the profile, or the steps left on the page.
 */
export function PaymentNextStep({
  cart,
  delivered,
  canPay,
  complete,
  hasPhone,
}: PaymentNextStepProps) {
  const { openDelivery } = useShell();
  if (!delivered) {
    // Paying needs where and when: the dialog that chooses them opens from here.
    return (
      <>
        <p>
          {cart.shippingAddress
            ? 'Per pagare scegli la fascia oraria.'
            : 'Per pagare scegli dove ricevere la spesa e la fascia oraria.'}
        </p>
        <Button
          fullWidth
          onClick={() => openDelivery(cart.shippingAddress ? 'timeslot' : 'address')}
        >
          {cart.shippingAddress ? 'Scegli la fascia oraria' : 'Scegli dove ricevere la spesa'}
        </Button>
      </>
    );
  }
  if (canPay) return !complete ? <p>{missingStepsText(cart, hasPhone)}</p> : null;
  // docs/requirements/checkout.md: below profile level 1 a complete-profile prompt stands for the payment.
  return (
    <div role="status">
      <p>Per pagare conferma il tuo profilo: completa i tuoi dati e conferma l’e-mail.</p>
      <Button asChild fullWidth>
        <Link to="/profile/profile-update">Completa il profilo</Link>
      </Button>
    </div>
  );
}
