import { useState } from 'react';

import { useRequestReward, useRewards } from '@carrello/hooks';

import { Alert, QueryCards } from '../account/profile-cards';
import { GiftsNav } from '../rewards/gifts-nav';
import { pointsText } from '../rewards/points';
import { RewardItem } from '../rewards/reward-item';
import { StatusLine } from '../rewards/status-line';
import { Page } from '../shell/page';

/** `/profile/rewards-cart`: the rewards catalogue, requested with the loyalty points. */
export function RewardsPage() {
  const rewards = useRewards();
  const request = useRequestReward({
    onSuccess: (_data, { productId }) => {
      const name = rewards.data?.products.find((p) => p.productId === productId)?.name ?? '';
      setStatus(`Premio «${name}» richiesto.`);
    },
  });
  const [status, setStatus] = useState<string>();
  const points = rewards.data?.points ?? 0;
  return (
    <Page title="Catalogo premi">
      <GiftsNav />
      {rewards.isSuccess ? <p>Hai {pointsText(points)}.</p> : null}
      <StatusLine status={status} />
      {request.isError ? <Alert role="alert">{request.error.message}</Alert> : null}
      <QueryCards
        query={rewards}
        items={(data) => data.products}
        message="Non è stato possibile caricare il catalogo premi."
        empty={{ title: 'Nessun premio disponibile' }}
        aria-label="Premi"
      >
        {(product) => (
          <RewardItem
            key={product.productId}
            product={product}
            points={points}
            requesting={request.isPending && request.variables?.productId === product.productId}
            onRequest={() => {
              setStatus(undefined);
              request.mutate({ productId: product.productId, quantity: 1 });
            }}
          />
        )}
      </QueryCards>
    </Page>
  );
}
