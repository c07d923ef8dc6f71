import { Link } from 'react-router-dom';

import { useRequestedRewards } from '@carrello/hooks';
import { Button, useCarrelloUi } from '@carrello/ui';

import { Muted, QueryCards } from '../account/profile-cards';
import { GiftsNav } from '../rewards/gifts-nav';
import { pointsText } from '../rewards/points';
import { Page } from '../shell/page';

/** `/profile/requested-rewards`: the rewards the shopper asked for. */
export function RequestedRewardsPage() {
  const { formatDate } = useCarrelloUi();
  const rewards = useRequestedRewards();
  return (
    <Page title="Premi richiesti">
      <GiftsNav />
      <QueryCards
        query={rewards}
        items={(data) => data.rewards}
        message="Non è stato possibile caricare i premi richiesti."
        empty={{
          title: 'Non hai richiesto premi',
          action: (
            <Button asChild variant="secondary">
              <Link to="/profile/rewards-cart">Vai al catalogo premi</Link>
            </Button>
          ),
        }}
        aria-label="Premi richiesti"
      >
        {(reward) => (
          <li key={reward.requestedRewardId}>
            <h2>{reward.product.name}</h2>
            <p>
              {reward.quantity} pz · {pointsText(reward.points)} ·{' '}
              {reward.statusDescr ?? reward.status}
            </p>
            {reward.requestDate ? (
              <Muted>Richiesto il {formatDate(reward.requestDate)}</Muted>
            ) : null}
          </li>
        )}
      </QueryCards>
    </Page>
  );
}
