import { Heart, LogIn, Menu as MenuIcon, ShoppingCart, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { LOGO_SHRINK_SCROLL_PX } from '@carrello/core';
import { useLogout, useSession } from '@carrello/hooks';
import { useShopperCart } from '../cart/use-shopper-cart';
import { Badge, Button, IconButton, Menu, media, useCarrelloUi } from '@carrello/ui';

import { brand } from '../app/brand';
import { setAfterLogin } from '../cart/after-login';
import { loginPath } from '../app/route-context';
import { HeaderSearch } from './header-search';
import { useIsMediumUp, useIsPhone } from './use-media-query';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'menu logo actions'
    'search search search';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 1904px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  ${media.up('md')} {
    grid-template-columns: auto auto 1fr auto;
    grid-template-areas: 'menu logo search actions';
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const Logo = styled(Link)<{ $small: boolean }>`
  grid-area: logo;
  display: inline-flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.1;
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.up('sm')} {
    small {
      display: ${({ $small }) => ($small ? 'none' : 'block')};
    }
  }
`;

const MenuArea = styled.div`
  grid-area: menu;
`;

const SearchArea = styled.div`
  grid-area: search;
  min-width: 0;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const CartButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .cart-total {
    display: none;
    ${media.up('sm')} {
      display: inline;
    }
  }
`;

interface TopBarProps {
  /** Whether the cart is locked (the /payment route). */
  cartLocked: boolean;
  /** Whether the cart drawer is open. */
  cartOpen: boolean;
  /** Toggles the cart drawer. */
  onToggleCart: () => void;
  /** Opens the category drawer. */
  onOpenCategories: () => void;
}

/** Spec 2.3 "Top bar": logo, search, profile menu, favourites and the cart button. */
export function TopBar({ cartLocked, cartOpen, onToggleCart, onOpenCategories }: TopBarProps) {
  const { formatPrice } = useCarrelloUi();
  const navigate = useNavigate();
  const location = useLocation();
  const isPhone = useIsPhone();
  const isMediumUp = useIsMediumUp();
  const { data: session } = useSession();
  const isAuthenticated = session?.isAuthenticated ?? false;
  const { data: cart } = useShopperCart();
  const logout = useLogout({ onSuccess: () => navigate('/') });
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > LOGO_SHRINK_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const count = isAuthenticated ? (cart?.totalItems ?? 0) : 0;
  const total = isAuthenticated && cart ? formatPrice(cart.grossTotal) : formatPrice(0);
  const countText =
    count === 0 ? 'nessun prodotto' : count === 1 ? '1 prodotto' : `${count} prodotti`;

  // spec 2.3 "Cart button behaviour".
  const onCartClick = () => {
    if (!isAuthenticated) {
      setAfterLogin('delivery');
      navigate(loginPath(location.pathname + location.search));
    } else if (isPhone) {
      navigate('/checkout');
    } else {
      onToggleCart();
    }
  };

  return (
    <Bar>
      <Row>
        <MenuArea>
          <IconButton label="Apri il menu delle categorie" onClick={onOpenCategories}>
            <MenuIcon aria-hidden="true" />
          </IconButton>
        </MenuArea>
        <Logo to="/" $small={scrolled} aria-label={`${brand.name}, vai alla home`}>
          {brand.name}
          <small>la spesa online</small>
        </Logo>
        <SearchArea>
          <HeaderSearch />
        </SearchArea>
        <Actions>
          {isAuthenticated ? (
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton label="Il mio profilo">
                  <User aria-hidden="true" />
                </IconButton>
              </Menu.Trigger>
              <Menu.Content>
                <Menu.Item onSelect={() => navigate('/profile/dashboard')}>
                  Il mio profilo
                </Menu.Item>
                <Menu.Item onSelect={() => navigate('/profile/orders')}>I miei ordini</Menu.Item>
                <Menu.Item onSelect={() => navigate('/profile/lists')}>Le mie liste</Menu.Item>
                <Menu.Item onSelect={() => navigate('/profile/addresses')}>
                  I miei indirizzi
                </Menu.Item>
                <Menu.Item onSelect={() => logout.mutate()}>Esci</Menu.Item>
              </Menu.Content>
            </Menu.Root>
          ) : (
            <IconButton
              label="Accedi"
              onClick={() => navigate(loginPath(location.pathname + location.search))}
            >
              <LogIn aria-hidden="true" />
            </IconButton>
          )}
          {isMediumUp ? (
            <IconButton label="Preferiti" onClick={() => navigate('/profile/lists')}>
              <Heart aria-hidden="true" />
            </IconButton>
          ) : null}
          <CartButton
            type="button"
            onClick={onCartClick}
            disabled={cartLocked}
            aria-expanded={isAuthenticated && !isPhone ? cartOpen : undefined}
            aria-label={`Carrello, ${countText}, totale ${total}`}
          >
            <ShoppingCart aria-hidden="true" size={20} />
            <Badge count={count} aria-hidden="true" />
            <span className="cart-total" aria-hidden="true">
              {total}
            </span>
          </CartButton>
          {isAuthenticated && count > 0 && isMediumUp && location.pathname !== '/checkout' ? (
            <Button onClick={() => navigate('/checkout')} disabled={cartLocked}>
              Vai alla cassa
            </Button>
          ) : null}
        </Actions>
      </Row>
    </Bar>
  );
}
