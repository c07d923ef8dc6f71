import { Link, useNavigate, useParams } from 'react-router-dom';

import { Button, useCarrelloUi } from '@carrello/ui';

import { cardPaymentParams } from '../payments/card-payment-params';
import { paymentProvider } from '../payments/payment-provider';
import { Page } from '../shell/page';

/**
 * `/stripe-pay-payment/...` (named StripePayPayment, spec 2.1): the card page of the configured
 * provider. The secret left the address bar before the app started (see `main.tsx`).
 */
export function StripePayPaymentPage() {
  const { order } = useParams();
  const navigate = useNavigate();
  const { formatPrice } = useCarrelloUi();
  const params = cardPaymentParams(order);
  const { CardForm } = paymentProvider();
  if (!params || !CardForm) {
    return (
      <Page title="Pagamento con carta">
        <p role="alert">
          Il pagamento con carta non è disponibile da questa pagina. Torna alla cassa per riprovare.
        </p>
        <Button asChild>
          <Link to={order ? `/payment-error/${order}` : '/payment-error'}>Continua</Link>
        </Button>
      </Page>
    );
  }
  const total = Number(params.orderGrossTotal);
  return (
    <Page title="Pagamento con carta">
      <p>
        Ordine n. {params.order}
        {Number.isFinite(total) ? `, totale ${formatPrice(total)}` : ''}, consegna il{' '}
        {params.timeSlotDate} alle {params.timeSlotTime}.
      </p>
      <CardForm
        params={params}
        onCompleted={() => navigate(`/cart/payment-completed/${params.order}`, { replace: true })}
        onFailed={() => navigate(`/payment-error/${params.order}`, { replace: true })}
      />
    </Page>
  );
}
