import { styled } from 'styled-components';

import type { useGiftCertificates } from '@carrello/hooks';
import { Badge, Button, useCarrelloUi } from '@carrello/ui';

import { Actions } from '../account/profile-cards';

/** A voucher of the shopper's, as the API lists it. */
type GiftCertificate = NonNullable<
  ReturnType<typeof useGiftCertificates>['data']
>['giftCertificates'][number];

/** A section of the vouchers page under its own heading. */
export const GiftsSection = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Props of {@link GiftCertificateItem}. */
interface GiftCertificateItemProps {
  /** The voucher shown. */
  gift: GiftCertificate;
  /** Whether the voucher is applied to the cart. */
  inCart: boolean;
  /** Whether a voucher is being taken off the cart. */
  removing: boolean;
  /** Called when the shopper takes the voucher off the cart. */
  onRemove: (userGiftCertificateId: number) => void;
  /** Called when the shopper applies the voucher's code to the cart. */
  onApply: (code: string) => void;
}

/** A voucher's card: name, amount, validity and its use or take-off button. */
export function GiftCertificateItem({
  gift,
  inCart,
  removing,
  onRemove,
  onApply,
}: GiftCertificateItemProps) {
  const { formatPrice, formatDate } = useCarrelloUi();
  return (
    <li>
      <h3>
        {gift.name} {gift.used ? <Badge variant="neutral">Usato</Badge> : null}
        {inCart ? <Badge variant="success">Nel carrello</Badge> : null}
      </h3>
      <p>
        {formatPrice(gift.amount)}
        {gift.endDate ? ` · valido fino al ${formatDate(gift.endDate)}` : ''}
      </p>
      {gift.used ? null : (
        <Actions>
          {inCart ? (
            <Button
              variant="secondary"
              size="sm"
              loading={removing}
              // Each voucher's button names its voucher: a page lists several, and a screen
              // reader's list of buttons would otherwise read the same words for each.
              aria-label={`Togli dal carrello ${gift.name}`}
              onClick={() =>
                gift.userGiftCertificateId !== undefined && onRemove(gift.userGiftCertificateId)
              }
            >
              Togli dal carrello
            </Button>
          ) : gift.code ? (
            <Button
              size="sm"
              aria-label={`Usa nel carrello ${gift.name}`}
              onClick={() => onApply(gift.code!)}
            >
              Usa nel carrello
            </Button>
          ) : null}
        </Actions>
      )}
    </li>
  );
}
