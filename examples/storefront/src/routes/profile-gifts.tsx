import { useState } from 'react';

import {
  serverFormErrors,
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
} from '@carrello/hooks';

import { Alert, QueryCards } from '../account/profile-cards';
import { useShopperCart } from '../cart/use-shopper-cart';
import { GiftCertificateItem, GiftsSection } from '../rewards/gift-certificate-item';
import { GiftCodeForm } from '../rewards/gift-code-form';
import { GiftsNav } from '../rewards/gifts-nav';
import { StatusLine } from '../rewards/status-line';
import { Page } from '../shell/page';

/** `/profile/gifts` (named ProfileGift): redeem a code on the cart, use or take off a certificate. */
export function GiftsPage() {
  const gifts = useGiftCertificates();
  const { data: cart } = useShopperCart();
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<string>();
  // Whether the code being redeemed came from the form (its button shows the wait).
  const [fromForm, setFromForm] = useState(false);
  const redeem = useRedeemGiftCode();
  const remove = useRemoveGiftCertificate({
    onSuccess: () => setStatus('Buono tolto dal carrello.'),
  });
  const applied = new Set(
    (cart?.userGiftCertificates ?? []).map((gift) => gift.userGiftCertificateId),
  );

  // Redeems a code, typed in the form or from a certificate's button; resolves whether it was
  // taken. A refusal of a typed code shows under the field, the server's own words.
  const apply = (value: string, typed: boolean) => {
    setStatus(undefined);
    setCodeError(undefined);
    setFromForm(typed);
    return redeem
      .mutateAsync({ code: value })
      .then(() => {
        setStatus(`Buono ${value.toUpperCase()} applicato al carrello.`);
        return true;
      })
      .catch((error: unknown) => {
        const { fields, form } = serverFormErrors(error);
        if (typed) setCodeError(fields.code ?? form);
        return false;
      });
  };

  return (
    <Page title="Buoni e premi">
      <GiftsNav />
      <GiftCodeForm
        error={codeError}
        busy={redeem.isPending && fromForm}
        onCodeChange={() => setCodeError(undefined)}
        onSubmit={(code) => apply(code, true)}
      />
      <StatusLine status={status} />
      {remove.isError ? <Alert role="alert">{remove.error.message}</Alert> : null}
      {/* A typed code's refusal is under the field (and goes as the shopper types it again);
          a certificate button's is here. */}
      {redeem.isError && !fromForm ? <Alert role="alert">{redeem.error.message}</Alert> : null}
      <GiftsSection aria-labelledby="gift-list">
        <h2 id="gift-list">I tuoi buoni</h2>
        <QueryCards
          query={gifts}
          items={(data) => data.giftCertificates}
          message="Non è stato possibile caricare i tuoi buoni."
          empty={{
            headingLevel: 3,
            title: 'Non hai buoni',
            description: 'Inserisci qui sopra il codice di un buono per usarlo nel carrello.',
          }}
        >
          {(gift) => (
            <GiftCertificateItem
              key={gift.userGiftCertificateId ?? gift.giftCertificateId}
              gift={gift}
              inCart={
                gift.userGiftCertificateId !== undefined && applied.has(gift.userGiftCertificateId)
              }
              removing={remove.isPending}
              onRemove={(userGiftCertificateId) => remove.mutate({ userGiftCertificateId })}
              onApply={(value) => void apply(value, false)}
            />
          )}
        </QueryCards>
      </GiftsSection>
    </Page>
  );
}
