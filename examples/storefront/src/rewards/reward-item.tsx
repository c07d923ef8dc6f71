import type { useRewards } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { Actions, Muted } from '../account/profile-cards';
import { pointsText } from './points';

/** A reward of the catalogue, as the API lists it. */
type Reward = NonNullable<ReturnType<typeof useRewards>['data']>['products'][number];

/** Props of {@link RewardItem}. */
interface RewardItemProps {
  /** The reward shown. */
  product: Reward;
  /** The shopper's loyalty points. */
  points: number;
  /** Whether this reward is being requested. */
  requesting: boolean;
  /** Called when the shopper requests the reward. */
  onRequest: () => void;
}

/** A reward's card: its cost in points, what the shopper lacks, and its request button. */
export function RewardItem({ product, points, requesting, onRequest }: RewardItemProps) {
  const cost = Number(product.productInfos?.POINTS ?? 0);
  const enough = cost <= points;
  return (
    <li>
      <h2>{product.name}</h2>
      <p>{pointsText(cost)}</p>
      {!enough ? <Muted>Ti mancano {pointsText(cost - points)}.</Muted> : null}
      <Actions>
        <Button
          size="sm"
          disabled={!enough}
          loading={requesting}
          aria-label={`Richiedi ${product.name}`}
          onClick={onRequest}
        >
          Richiedi
        </Button>
      </Actions>
    </li>
  );
}
