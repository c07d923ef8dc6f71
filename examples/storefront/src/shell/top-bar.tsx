import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useLogout, useSignedInUser } from '@carrello/hooks';
import {
  LazyTopBarProfileMenu,
  preloadTopBarProfileMenu,
  TopBar as TopBarWidget,
  useCarrelloUi,
  type TopBarProfileItem,
} from '@carrello/ui';

import { brand } from '../app/brand';
import { loginPath } from '../app/route-context';
import { setAfterLogin } from '../cart/after-login';
import { useWhenSignedInKnown } from '../app/use-when-signed-in-known';
import { whenIdle } from '../app/when-idle';
import { useShopperCart } from '../cart/use-shopper-cart';
import { HeaderSearch } from './header-search';
import { logoType } from './logo-type';
import { isPhoneNow, useIsPhone } from './use-is-phone';

const Logo = styled.span`
  ${logoType}
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The profile menu's entries (docs/requirements/account.md); "Esci" comes last from the widget.
const PROFILE_ITEMS: readonly TopBarProfileItem[] = [
  { label: 'Il mio profilo', href: '/profile/dashboard' },
  { label: 'I miei dati', href: '/profile/profile-update' },
  { label: 'I miei ordini', href: '/profile/orders' },
  { label: 'Dati di fatturazione', href: '/profile/billing-addresses' },
  { label: 'Le mie liste', href: '/profile/lists' },
  { label: 'Buoni e premi', href: '/profile/gifts' },
  { label: 'I miei indirizzi', href: '/profile/addresses' },
  { label: 'Abbonamenti', href: '/profile/i-miei-abbonamenti' },
];

interface TopBarProps {
  /** Whether the cart is locked (the /payment route). */
  cartLocked: boolean;
  /** Whether the cart drawer is open. */
  cartOpen: boolean;
  /** Toggles the cart drawer. */
  onToggleCart: () => void;
  /** Opens the category drawer. */
  onOpenCategories: () => void;
  /** Opens the time-slot choice (the address first when there is none). */
  onChooseTimeSlot: () => void;
}

/**
 * docs/requirements/app-shell.md "Top bar", the ui widget wired to the session, the cart and the router: logo, search,
 * login or profile menu, favourites, the cart button's three behaviours, "Vai alla cassa" and
 * the time-slot button on small screens.
 */
export function TopBar({
  cartLocked,
  cartOpen,
  onToggleCart,
  onOpenCategories,
  onChooseTimeSlot,
}: TopBarProps) {
  const { formatDate } = useCarrelloUi();
  const navigate = useNavigate();
  const location = useLocation();
  const isPhone = useIsPhone();
  const user = useSignedInUser();
  const { data: cart } = useShopperCart();
  const whenSignedInKnown = useWhenSignedInKnown();
  const logout = useLogout({ onSuccess: () => navigate('/') });
  const here = location.pathname + location.search;
  const userName = user ? user.firstName || user.login : null;
  const signedIn = userName !== null;

  // The profile menu's code (Floating UI) is not part of the first load: it comes once someone
  // is signed in and the page is idle, or when the shopper moves to the button first.
  useEffect(
    () =>
      signedIn ? whenIdle(() => void preloadTopBarProfileMenu().catch(() => undefined)) : undefined,
    [signedIn],
  );

  // docs/requirements/app-shell.md: the time-slot button (small screens) once there is a cart to deliver; an empty
  // label reads "Scegli data e ora".
  let timeSlotLabel: string | undefined;
  if (user && cart && !cartLocked) {
    const slot = cart.timeslot;
    timeSlotLabel = slot
      ? `${formatDate(new Date(`${slot.date}T12:00:00`), {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        })}, ${slot.beginTime}-${slot.endTime}`
      : '';
  }

  // docs/requirements/app-shell.md "Cart button behaviour", decided once the session is known (a click before the
  // session test answers must not send a signed-in shopper to sign-in).
  const onCartClick = () =>
    whenSignedInKnown((signedIn) => {
      if (!signedIn) {
        setAfterLogin('delivery');
        void navigate(loginPath(here));
      } else if (isPhoneNow()) {
        void navigate('/checkout');
      } else {
        onToggleCart();
      }
    });

  return (
    <TopBarWidget
      logo={
        <Logo>
          {brand.name}
          <small>la spesa online</small>
        </Logo>
      }
      logoSmall={<Logo>{brand.name}</Logo>}
      search={<HeaderSearch />}
      userName={userName}
      profileMenu={
        userName !== null ? (
          <LazyTopBarProfileMenu
            userName={userName}
            items={PROFILE_ITEMS}
            onLogout={() => logout.mutate()}
          />
        ) : undefined
      }
      onLogin={() => void navigate(loginPath(here))}
      onRegister={() => void navigate('/registrati')}
      cartCount={user ? (cart?.totalItems ?? 0) : 0}
      cartTotal={user ? (cart?.grossTotal ?? 0) : 0}
      onCartClick={onCartClick}
      // docs/requirements/app-shell.md: the cart cannot be opened or edited on /payment.
      cartDisabled={cartLocked}
      // Only the drawer is a disclosure: on a phone, or before sign-in, the button navigates.
      cartExpanded={user && !isPhone ? cartOpen : undefined}
      hideCheckout={cartLocked || location.pathname === '/checkout'}
      timeSlotLabel={timeSlotLabel}
      onTimeSlotClick={onChooseTimeSlot}
      onCategoriesClick={onOpenCategories}
    />
  );
}
