import { styled } from 'styled-components';

import { media } from '@carrello/ui';

import { surfaceBox } from '../shell/surface';

/** The cart page: the lines on the left, the summary in a right column from tablets up. */
export const CheckoutLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

/**
 * The payment page: on a phone the method, the details, then the summary with "Concludi ordine",
 * and the meal vouchers last; from tablets up the summary stays in the right column beside both.
 */
export const PaymentLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    grid-template-areas:
      'main aside'
      'vouchers aside';
    grid-template-rows: auto 1fr;
    align-items: start;
    > [data-area='main'] {
      grid-area: main;
    }
    > [data-area='aside'] {
      grid-area: aside;
    }
    > [data-area='vouchers'] {
      grid-area: vouchers;
    }
  }
`;

/** The main column of the cart and payment pages. */
export const CheckoutColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** The summary column, sticky under the top bar from tablets up. */
export const CheckoutAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${surfaceBox}
  ${media.up('md')} {
    position: sticky;
    top: 96px;
  }
`;

/** A boxed section of the main column. */
export const CheckoutPanel = styled.section`
  ${surfaceBox}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A panel's heading row, with its action at the end. */
export const CheckoutPanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;
