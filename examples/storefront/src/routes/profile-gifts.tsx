import { useState, type FormEvent } from 'react';

import {
  serverFormErrors,
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
} from '@carrello/hooks';
import { EmptyState } from '@carrello/ui';

import { Alert, Cards, QueryState } from '../account/profile-cards';
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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const redeem = useRedeemGiftCode();
  const remove = useRemoveGiftCertificate({
    onSuccess: () => setStatus('Buono tolto dal carrello.'),
  });
  const applied = new Set(
    (cart?.userGiftCertificates ?? []).map((gift) => gift.userGiftCertificateId),
  );

  const apply = (value: string, fromForm: boolean) => {
    setStatus(undefined);
    setCodeError(undefined);
    redeem.mutate(
      { code: value },
      {
        onSuccess: () => {
          setStatus(`Buono ${value.toUpperCase()} applicato al carrello.`);
          if (fromForm) setCode('');
        },
        onError: (error) => {
          const { fields, form } = serverFormErrors(error);
          if (fromForm) setCodeError(fields.code ?? form);
          else setStatus(undefined);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError('Campo obbligatorio');
      return;
    }
    apply(code.trim(), true);
  };

  return (
    <Page title="Buoni e premi">
      <GiftsNav />
      <GiftCodeForm
        code={code}
        error={codeError}
        busy={redeem.isPending && code !== ''}
        onCodeChange={(next) => {
          setCode(next);
          setCodeError(undefined);
        }}
        onSubmit={onSubmit}
      />
      <StatusLine status={status} />
      {remove.isError ? <Alert role="alert">{remove.error.message}</Alert> : null}
      {redeem.isError && !codeError ? <Alert role="alert">{redeem.error.message}</Alert> : null}
      <GiftsSection aria-labelledby="gift-list">
        <h2 id="gift-list">I tuoi buoni</h2>
        {gifts.isSuccess ? (
          gifts.data.giftCertificates.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="Non hai buoni"
              description="Inserisci qui sopra il codice di un buono per usarlo nel carrello."
            />
          ) : (
            <Cards>
              {gifts.data.giftCertificates.map((gift) => (
                <GiftCertificateItem
                  key={gift.userGiftCertificateId ?? gift.giftCertificateId}
                  gift={gift}
                  inCart={
                    gift.userGiftCertificateId !== undefined &&
                    applied.has(gift.userGiftCertificateId)
                  }
                  removing={remove.isPending}
                  onRemove={(userGiftCertificateId) => remove.mutate({ userGiftCertificateId })}
                  onApply={(value) => apply(value, false)}
                />
              ))}
            </Cards>
          )
        ) : (
          <QueryState
            error={gifts.error}
            onRetry={() => void gifts.refetch()}
            retrying={gifts.isFetching}
            message="Non è stato possibile caricare i tuoi buoni."
          />
        )}
      </GiftsSection>
    </Page>
  );
}
