import { useEffect, useRef, type ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useLogout, useUserDetail } from '@carrello/hooks';
import { media } from '@carrello/ui';

import { brand } from '../app/brand';
import { isBusinessCustomer } from './business-customer';

const Layout = styled.div`
  max-width: 1264px;
  margin: 0 auto;
  ${media.up('md')} {
    display: grid;
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const Menu = styled.nav`
  padding: ${({ theme }) => theme.space[4]}px;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: 0;
    ${media.up('md')} {
      flex-direction: column;
    }
  }
  a,
  button {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
    text-decoration: none;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The entries: path under /profile, label, and the other pages the entry stands for. */
const MENU: readonly (readonly [string, string, (readonly string[])?])[] = [
  ['dashboard', 'Il mio profilo'],
  ['profile-update', 'I miei dati'],
  ['orders', 'I miei ordini'],
  ['billing-addresses', 'Dati di fatturazione'],
  ['lists', 'Le mie liste'],
  // The rewards catalogue and the rewards asked for are reached from "Buoni e premi".
  ['gifts', 'Buoni e premi', ['rewards-cart', 'requested-rewards']],
  ['addresses', 'I miei indirizzi'],
  ['i-miei-abbonamenti', 'Abbonamenti'],
  ['payment-method', 'Metodi di pagamento'],
];

/** An entry, marked current on its page, below it, and on the pages it stands for. */
function MenuEntry({
  path,
  label,
  also = [],
}: {
  path: string;
  label: string;
  also?: readonly string[] | undefined;
}) {
  const { pathname } = useLocation();
  const onRelated = also.some((other) =>
    matchPath({ path: `/profile/${other}`, end: false }, pathname),
  );
  return onRelated ? (
    <Link to={`/profile/${path}`} aria-current="page">
      {label}
    </Link>
  ) : (
    <NavLink to={`/profile/${path}`}>{label}</NavLink>
  );
}

/** "Dati aziendali" for a business customer, where the retailer registers businesses. */
function CompanyMenuEntry() {
  const detail = useUserDetail({ enabled: brand.b2bRegistration === true });
  if (!isBusinessCustomer(detail.data)) return null;
  return (
    <li>
      <NavLink to="/profile/dati-aziendali">Dati aziendali</NavLink>
    </li>
  );
}

/**
 * On a phone the menu is one row that scrolls sideways: the entry of the page shown is brought
 * into the row's view, so the shopper sees where they are.
 */
function useCurrentEntryInView() {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    if (entry.left >= box.left && entry.right <= box.right) return;
    // Centred in the row, as far as the row scrolls.
    list.scrollLeft += entry.left - box.left - (box.width - entry.width) / 2;
  }, [pathname]);
  return row;
}

/** The profile menu (docs/requirements/account.md), with "Esci", beside the profile page shown. */
export function ProfileMenuLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const logout = useLogout({ onSuccess: () => navigate('/') });
  const row = useCurrentEntryInView();
  return (
    <Layout>
      <Menu aria-label="Area personale">
        <ul ref={row}>
          {MENU.map(([path, label, also]) => (
            <li key={path}>
              <MenuEntry path={path} label={label} also={also} />
            </li>
          ))}
          <CompanyMenuEntry />
          <li>
            <button type="button" onClick={() => logout.mutate()}>
              Esci
            </button>
          </li>
        </ul>
      </Menu>
      <div>{children}</div>
    </Layout>
  );
}
