import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { styled } from 'styled-components';

import { useSignedInUser } from '@carrello/hooks';
import { useShopperCart } from '../cart/use-shopper-cart';

import { useResumeAfterLogin } from '../cart/use-resume-after-login';
import { whenShopperActs } from '../app/when-shopper-acts';
import { useOpenedOnce } from '../app/use-opened-once';
import { AppLifecycle } from './app-lifecycle';
import { DialogHistoryProvider } from './dialog-history';
import { DeferredFooter } from './deferred-footer';
import { InternalLinks } from './internal-links';
import { NavigationEffects } from './navigation-effects';
import { NewsBanner } from './news-banner';
import { ShellContext, type DeliveryStep, type ShellContextValue } from './shell-context';
import { SsoSessionCard } from './sso-session-card';
import { TopBar } from './top-bar';

// Opened on interaction only: their code (drawers, dialogs, Floating UI, the carousel of the
// alternatives) is not part of the first paint. It is fetched at the shopper's first sign of use
// of the page, so the first open is still instant, or at the latest when first opened.
const loadCartDrawer = () => import('../cart/cart-drawer');
const loadDeliveryDialog = () => import('../cart/delivery-dialog');
const loadCategoryDrawer = () => import('./category-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));
const DeliveryDialog = lazy(() =>
  loadDeliveryDialog().then((module) => ({ default: module.DeliveryDialog })),
);
const CategoryDrawer = lazy(() =>
  loadCategoryDrawer().then((module) => ({ default: module.CategoryDrawer })),
);

/**
 * Fetches the on-demand widgets at the shopper's first sign of use of the page (a failed fetch is
 * retried on open): a page only looked at does not pay for them.
 */
function usePrefetchOnUse(isAuthenticated: boolean) {
  useEffect(
    () =>
      whenShopperActs(() => {
        void loadCategoryDrawer().catch(() => undefined);
        if (isAuthenticated) {
          void loadCartDrawer().catch(() => undefined);
          void loadDeliveryDialog().catch(() => undefined);
        }
      }),
    [isAuthenticated],
  );
}

/** Whether two URL paths are the same page (the address bar percent-encodes, routes may not). */
function samePath(a: string, b: string): boolean {
  const decode = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return a === b || decode(a) === decode(b);
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  background: ${({ theme }) => theme.colors.primary};
`;

/**
 * The frame of every page (docs/requirements/app-shell.md): news banner, top bar, the left category drawer, the right
 * cart drawer for signed-in shoppers, the footer, and the navigation behaviours of docs/requirements/app-shell.md.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Not the whole session: its answer for an anonymous visitor would render the frame again.
  const isAuthenticated = useSignedInUser() !== undefined;
  const { data: cart } = useShopperCart();
  // The address the category drawer was opened at, or null while it is closed.
  const [categoriesOpenedAt, setCategoriesOpenedAt] = useState<string | null>(null);
  const categoriesOpen = categoriesOpenedAt !== null;
  const [cartOpen, setCartOpen] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryStep | null>(null);
  const categoriesMounted = useOpenedOnce(categoriesOpen);
  const cartMounted = useOpenedOnce(cartOpen);
  const deliveryMounted = useOpenedOnce(delivery !== null);
  usePrefetchOnUse(isAuthenticated);
  // docs/requirements/app-shell.md: the cart cannot be opened or edited on /payment.
  const cartLocked = pathname === '/payment';

  const openCart = useCallback(() => setCartOpen(true), []);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const openDelivery = useCallback((step: DeliveryStep) => setDelivery(step), []);
  const shell = useMemo<ShellContextValue>(
    () => ({ openCart, closeCart, openDelivery }),
    [openCart, closeCart, openDelivery],
  );

  if (cartLocked && cartOpen) setCartOpen(false);
  // A navigation closes the category drawer, but not the one that was under way when it opened:
  // React Router changes the address before the new page is shown (its render is a transition),
  // so a menu click in between would otherwise be undone when that page arrives.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (categoriesOpenedAt !== null && !samePath(categoriesOpenedAt, pathname))
      setCategoriesOpenedAt(null);
  }
  const setCategoriesOpen = useCallback(
    (open: boolean) => setCategoriesOpenedAt(open ? window.location.pathname : null),
    [],
  );

  // docs/requirements/app-shell.md: a cart button pressed, or a product added, before signing in goes on after
  // sign-in (the product is added, then the address choice and the time-slot choice open).
  useResumeAfterLogin(isAuthenticated, cart, openDelivery);

  return (
    <ShellContext.Provider value={shell}>
      <DialogHistoryProvider>
        <Layout>
          <SkipLink href="#contenuto">Vai al contenuto</SkipLink>
          {navigation.state === 'loading' ? <Progress role="presentation" /> : null}
          <NewsBanner />
          <TopBar
            cartLocked={cartLocked}
            cartOpen={cartOpen}
            onToggleCart={() => setCartOpen((open) => !open)}
            onOpenCategories={() => setCategoriesOpen(true)}
            onChooseTimeSlot={() => setDelivery(cart?.shippingAddress ? 'timeslot' : 'address')}
          />
          <SsoSessionCard />
          <AppLifecycle />
          <Main id="contenuto" tabIndex={-1}>
            <Outlet />
          </Main>
          <DeferredFooter />
        </Layout>
        {/* One boundary each: a dialog whose code is still loading must not hide another that
            is open (the cart drawer that opened the delivery dialog would lose the focus). */}
        <Suspense fallback={null}>
          {categoriesMounted ? (
            <CategoryDrawer open={categoriesOpen} onOpenChange={setCategoriesOpen} />
          ) : null}
        </Suspense>
        <Suspense fallback={null}>
          {isAuthenticated && !cartLocked && cartMounted ? (
            <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
          ) : null}
        </Suspense>
        <Suspense fallback={null}>
          {isAuthenticated && deliveryMounted ? (
            <DeliveryDialog
              step={delivery}
              onStepChange={setDelivery}
              onClose={() => setDelivery(null)}
            />
          ) : null}
        </Suspense>
        <NavigationEffects />
        <InternalLinks />
      </DialogHistoryProvider>
    </ShellContext.Provider>
  );
}
