import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-components';
import { styled } from '../theme/styled-skin';
import {
  CalendarClock,
  Heart,
  Menu as MenuIcon,
  ShoppingCart,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { Badge } from '../badge/badge.styles';
import { Button } from '../button/button.styles';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { focusRing } from '../theme/focus-ring';
import { media } from '../theme/media';
import { useTopBar } from './use-top-bar';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { useScrollPadding } from '../utils/use-scroll-padding';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The full logo (with tagline). */
  logo: ReactNode;
  /** The smaller logo shown once scrolled more than 55 px (not on extra-small screens). */
  logoSmall?: ReactNode;
  /** @default '/' */
  homeHref?: string;
  /** The search box slot. */
  search?: ReactNode;
  /** The news banner slot, above the bar. */
  banner?: ReactNode;
  /** The logged-in user's name; `null` when nobody is logged in. */
  userName?: string | null;
  /**
   * The signed-in shopper's menu, shown instead of "Accedi" while `userName` is set: a
   * `TopBarProfileMenu`, or a `LazyTopBarProfileMenu` to keep the menu's code off the first load.
   */
  profileMenu?: ReactNode;
  /** Called by "Accedi" when nobody is logged in. */
  onLogin?: () => void;
  /** Called by "Registrati" when nobody is logged in; without it there is no sign-up entry. */
  onRegister?: () => void;
  /** @default '/profile/lists' */
  favouritesHref?: string;
  /** Products in the cart. */
  cartCount: number;
  /** Cart total in euro. */
  cartTotal: number;
  /** The cart button (login, checkout or the drawer: the storefront decides, docs/requirements/app-shell.md). */
  onCartClick?: () => void;
  /**
   * Whether the cart button is disabled (docs/requirements/app-shell.md: the cart cannot be opened on /payment).
   * @default false
   */
  cartDisabled?: boolean;
  /** Whether the drawer the cart button toggles is open (`aria-expanded`); leave it out when the button does not toggle a drawer. */
  cartExpanded?: boolean;
  /** The chosen time slot, e.g. "Gio 14 nov, 10:00-12:00"; the button shows on small screens. */
  timeSlotLabel?: string;
  /** Called by the time-slot button. */
  onTimeSlotClick?: () => void;
  /** @default '/checkout' */
  checkoutHref?: string;
  /**
   * Whether to leave out "Vai alla cassa" even with items (on the checkout or payment page).
   * @default false
   */
  hideCheckout?: boolean;
  /** Opens the category drawer. */
  onCategoriesClick?: () => void;
}

/**
 * Below this width the bar's first row holds icons only ("Accedi" and the cart total become the
 * buttons' names): at 320 CSS px (a 1280 px screen zoomed to 400 %) nothing scrolls sideways. In
 * em (of the browser's font size), so a shopper's larger text (200 %) gets the icons sooner.
 */
const NARROW = '@media (max-width: 23.436em)';

/** Hidden on screen, still the element's text for assistive technology (its accessible name). */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** A button with its icon only: a 44 px target whose label (its `span`) stays its name. */
const iconOnly = css`
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  justify-content: center;
  span {
    ${visuallyHidden}
  }
`;

/**
 * How far the bar folds below md: the top of its search row, measured once it folds (it grows
 * with the text size); the fallback is the first row at the default size (44 px between 4 px of
 * padding and the 4 px row gap).
 */
const FOLD_VARIABLE = '--carrello-top-bar-fold';
const FOLD_FALLBACK_PX = 44 + 4 + 4;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-family: ${({ theme }) => theme.fonts.body};
  /* Below md a downward scroll folds the bar to its search row, which stays on screen; scrolling
     up, or the focus moving into the bar, brings the first row back. */
  ${media.down('md')} {
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
    &[data-folded]:not(:focus-within) {
      transform: translateY(calc(-1 * var(${FOLD_VARIABLE}, ${FOLD_FALLBACK_PX}px)));
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

const Bar = styled.div`
  display: grid;
  /* Two rows on a phone (100 px, 48 once folded): the actions with the time-slot button and the
     cart total, then the search across the whole row. */
  grid-template-columns: auto auto minmax(0, 1fr) auto auto;
  grid-template-rows: minmax(44px, auto) auto;
  grid-template-areas: 'menu logo . slot actions' 'search search search search search';
  &:not(:has([data-part='time-slot'])) {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'menu logo . actions' 'search search search search';
  }
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  ${NARROW} {
    column-gap: ${({ theme }) => theme.space[1]}px;
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
  ${media.up('md')} {
    &,
    &:not(:has([data-part='time-slot'])) {
      grid-template-columns: auto auto minmax(0, 1fr) auto;
      grid-template-rows: auto;
      grid-template-areas: 'menu logo search actions';
    }
    gap: ${({ theme }) => theme.space[4]}px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  }
`;

const LogoLink = styled.a`
  grid-area: logo;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  ${focusRing}
  [data-logo='small'] {
    display: none;
  }
  ${media.up('sm')} {
    [data-shrunk] & [data-logo='full'] {
      display: none;
    }
    [data-shrunk] & [data-logo='small'] {
      display: inline-flex;
    }
  }
`;

const MenuSlot = styled.div`
  grid-area: menu;
`;

const SearchSlot = styled.div`
  grid-area: search;
  min-width: 0;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: 0;
  ${media.up('sm')} {
    gap: ${({ theme }) => theme.space[1]}px;
  }
  /* Room for the cart button's focus ring next to "Vai alla cassa". */
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const TimeSlot = styled(Button)`
  grid-area: slot;
  justify-self: end;
  max-width: 9.5rem;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* On a phone the search box takes the row: the button shows its icon only, a 44 px target,
     and its label ("Scegli data e ora" or the chosen slot) stays its name and its tooltip. */
  ${media.down('sm')} {
    ${iconOnly}
  }
  ${media.up('md')} {
    display: none;
  }
`;

// On a phone "Accedi" gives up some padding so "Registrati" fits beside it (both 44 px targets).
const LoginButton = styled(Button)`
  ${media.down('sm')} {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[1]}px;
    gap: ${({ theme }) => theme.space[1]}px;
  }
  ${NARROW} {
    min-width: 44px;
    justify-content: center;
    span {
      ${visuallyHidden}
    }
  }
`;

// On a phone the bar has room for its icon only: a 44 px target whose label ("Registrati") stays
// its name and its tooltip, so the search row below keeps its width.
const RegisterButton = styled(Button)`
  ${media.down('sm')} {
    ${iconOnly}
  }
  ${media.up('sm')} {
    svg {
      display: none;
    }
  }
`;

const Checkout = styled(Button)`
  display: none;
  ${media.up('md')} {
    display: inline-flex;
  }
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  svg {
    width: 22px;
    height: 22px;
  }
`;

const CartButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The badge's bottom left corner overlaps the icon's top right corner by 6 px, whatever its
     size (it grows with the text): the icon (22 px, centred in the 44 px height) stays readable. */
  [data-part='badge'] {
    position: absolute;
    top: 11px;
    left: calc(${({ theme }) => theme.space[3]}px + 22px - 6px);
    transform: translateY(calc(-100% + 6px));
  }
  ${media.down('sm')} {
    padding: 0 ${({ theme }) => theme.space[2]}px;
    [data-part='badge'] {
      left: calc(${({ theme }) => theme.space[2]}px + 22px - 6px);
    }
  }
  /* Icon only: the padding on the right keeps the badge (1.25rem wide at least) in the button,
     so it never reaches past the screen's edge. */
  ${NARROW} {
    min-width: 44px;
    padding: 0 max(11px, calc(1.25rem - 6px)) 0 11px;
    [data-part='badge'] {
      left: calc(11px + 22px - 6px);
    }
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

const CartTotal = styled.span`
  white-space: nowrap;
  /* The total stays in the button's name ("…, totale carrello 24,50 €"). */
  ${NARROW} {
    ${visuallyHidden}
  }
`;

const FavouritesLink = styled(IconLink)`
  /* On a phone the favourites are in the profile menu ("Le mie liste"): the room goes to the
     cart total. */
  ${media.down('sm')} {
    display: none;
  }
`;

/**
 * The storefront's top bar (docs/requirements/app-shell.md): logo that shrinks after 55 px of scroll (not on xs),
 * search slot, profile menu slot (or "Accedi"), favourites link, cart button with count badge and total, a
 * time-slot button on small screens and "Vai alla cassa" from md when logged in with items.
 * The bar is sticky; while it is mounted the page's `scroll-padding-top` follows its height, so
 * the focus never lands on a control hidden under it (WCAG 2.4.11).
 * @example
 * <TopBar logo={<Logo />} search={<SearchBox … />} userName="Mario"
 *   profileMenu={<TopBarProfileMenu userName="Mario" items={items} onLogout={logout} />}
 *   cartCount={3} cartTotal={24.5} onCartClick={openCart} />
 */
export function TopBar({
  logo,
  logoSmall,
  homeHref = '/',
  search,
  banner,
  userName = null,
  profileMenu,
  onLogin,
  onRegister,
  favouritesHref = '/profile/lists',
  cartCount,
  cartTotal,
  onCartClick,
  cartDisabled = false,
  cartExpanded,
  timeSlotLabel,
  onTimeSlotClick,
  checkoutHref = '/checkout',
  hideCheckout = false,
  onCategoriesClick,
}: TopBarProps) {
  const { messages } = useCarrelloUi();
  const loggedIn = userName !== null && userName !== undefined;
  const { layout } = useThemeTokens();
  const state = useTopBar({
    loggedIn,
    cartCount,
    cartTotal,
    hideCheckout,
    shrinkAfter: layout.logoShrinkScroll,
  });
  const headerRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  // The bar is sticky: a focused control below it scrolls out from under it.
  useScrollPadding(headerRef, 'top');
  useEffect(() => {
    const header = headerRef.current;
    const search = searchRef.current;
    if (!state.folded || !header || !search) return;
    // The search row keeps the bar's top padding above it once folded.
    const padding = parseFloat(getComputedStyle(search.parentElement ?? search).paddingTop) || 0;
    header.style.setProperty(FOLD_VARIABLE, `${search.offsetTop - padding}px`);
  }, [state.folded]);
  return (
    <Header
      ref={headerRef}
      data-shrunk={state.shrunk ? '' : undefined}
      data-folded={state.folded ? '' : undefined}
    >
      {banner}
      <Bar>
        <MenuSlot>
          {onCategoriesClick ? (
            <IconButton label={messages.header.categories} onClick={onCategoriesClick}>
              <MenuIcon />
            </IconButton>
          ) : null}
        </MenuSlot>
        <LogoLink href={homeHref} aria-label={messages.header.home}>
          <span data-logo="full">{logo}</span>
          <span data-logo="small" aria-hidden="true">
            {logoSmall ?? logo}
          </span>
        </LogoLink>
        {search ? <SearchSlot ref={searchRef}>{search}</SearchSlot> : null}
        {timeSlotLabel !== undefined && onTimeSlotClick ? (
          <TimeSlot
            variant="ghost"
            size="sm"
            data-part="time-slot"
            title={timeSlotLabel || messages.header.timeSlot}
            onClick={onTimeSlotClick}
          >
            <CalendarClock aria-hidden="true" size={18} />
            <span>{timeSlotLabel || messages.header.timeSlot}</span>
          </TimeSlot>
        ) : null}
        <Actions>
          {loggedIn ? (
            profileMenu
          ) : (
            <LoginButton variant="ghost" size="sm" title={messages.header.login} onClick={onLogin}>
              <UserRound aria-hidden="true" size={18} />
              <span>{messages.header.login}</span>
            </LoginButton>
          )}
          {!loggedIn && onRegister ? (
            <RegisterButton
              variant="ghost"
              size="sm"
              data-part="register"
              title={messages.header.register}
              onClick={onRegister}
            >
              <UserPlus aria-hidden="true" size={18} />
              <span>{messages.header.register}</span>
            </RegisterButton>
          ) : null}
          <FavouritesLink
            href={favouritesHref}
            aria-label={messages.header.favourites}
            title={messages.header.favourites}
          >
            <Heart aria-hidden="true" />
          </FavouritesLink>
          <CartButton
            type="button"
            aria-label={state.cartLabel}
            aria-expanded={cartExpanded}
            disabled={cartDisabled}
            onClick={onCartClick}
          >
            <ShoppingCart aria-hidden="true" />
            {cartCount > 0 ? (
              <Badge data-part="badge" variant="accent" aria-hidden="true" count={cartCount} />
            ) : null}
            <CartTotal>{state.cartTotalText}</CartTotal>
          </CartButton>
          {state.showCheckout ? (
            <Checkout asChild size="sm">
              <a href={checkoutHref}>{messages.cart.goToCheckout}</a>
            </Checkout>
          ) : null}
        </Actions>
      </Bar>
    </Header>
  );
}
