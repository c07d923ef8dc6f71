import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';

import { paymentKeys, usePaymentFeedback } from '@carrello/hooks';

import { useHydrated } from '../app/use-hydrated';
import { ErrorText, SuccessText } from '../orders/order-parts';
import { forgetCardSetup, PAYMENT_METHODS_PATH, readCardSetup } from './card-setup';

/** The provider's return parameters with the client secret kept before leaving. */
function takeReturnParams(search: string): Record<string, string> | undefined {
  const query = new URLSearchParams(search);
  const status = query.get('redirect_status');
  const paymentId = query.get('payment_id');
  if (!status || !paymentId) return undefined;
  // Kept until the outcome is known: the page may mount more than once on its way in. Without
  // it the outcome cannot be verified; the list below still tells.
  const setup = readCardSetup();
  return {
    redirect_status: status,
    payment_id: paymentId,
    payment_intent_client_secret: setup?.paymentId === paymentId ? setup.clientSecret : '',
  };
}

/**
 * The provider's answer when the shopper comes back to the saved cards from a card-saving
 * session, read once the page has hydrated (the server's HTML has no address bar to read);
 * the parameters then leave the address bar, so that a reload does not report the outcome again.
 */
export function useCardSetupReturn(): Record<string, string> | undefined {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [returned, setReturned] = useState<{ params?: Record<string, string> }>();
  if (hydrated && !returned) setReturned({ params: takeReturnParams(window.location.search) });
  const params = returned?.params;
  useEffect(() => {
    if (params) void navigate(PAYMENT_METHODS_PATH, { replace: true });
  }, [params, navigate]);
  return params;
}

/** The outcome of a card-saving session, verified with the platform (`stripe-recurrent`). */
export function CardSetupOutcome({ params }: { params: Record<string, string> }) {
  const feedback = usePaymentFeedback('stripe-recurrent', params);
  const queryClient = useQueryClient();
  const settled = feedback.isSuccess || feedback.isError;
  const completed = feedback.data?.status === 'completed';
  useEffect(() => {
    if (settled) forgetCardSetup();
  }, [settled]);
  // Back from Stripe's form without a page load, the lists may still be the ones from before.
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: paymentKeys.authLists() });
  }, [completed, queryClient]);
  // The provider's `redirect_status` is only a hint: a setup the platform still has open is in
  // progress only when the provider said it went through.
  const savedAtProvider =
    params.redirect_status === 'succeeded' || params.redirect_status === 'processing';
  if (feedback.isPending)
    return <p role="status">Verifichiamo l’esito con il circuito di pagamento…</p>;
  if (feedback.data?.status === 'completed')
    return <SuccessText role="status">La nuova carta è stata salvata.</SuccessText>;
  if (feedback.data?.status === 'pending' && savedAtProvider)
    return <p role="status">Il salvataggio della carta è ancora in corso: ricarica tra poco.</p>;
  return (
    <ErrorText role="alert">
      La carta non è stata salvata
      {feedback.error
        ? `: ${feedback.error.message}`
        : ': l’operazione è stata annullata o rifiutata.'}
    </ErrorText>
  );
}
