import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  useAllOrders,
  useBillingAddresses,
  useLogout,
  useOrders,
  useUserDetail,
} from '@carrello/hooks';
import { Skeleton, media, useCarrelloUi } from '@carrello/ui';

import { isBusinessCustomer } from '../account/business-customer';
import { brand } from '../app/brand';
import { Page } from '../shell/page';

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

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function Loading({ error }: { error?: Error | null }) {
  if (error) return <Alert role="alert">{error.message}</Alert>;
  return <Skeleton height={160} />;
}

const MENU = [
  ['dashboard', 'Il mio profilo'],
  ['profile-update', 'I miei dati'],
  ['orders', 'I miei ordini'],
  ['billing-addresses', 'Dati di fatturazione'],
  ['lists', 'Le mie liste'],
  ['gifts', 'Buoni e premi'],
  ['addresses', 'I miei indirizzi'],
  ['i-miei-abbonamenti', 'Abbonamenti'],
  ['payment-method', 'Metodi di pagamento'],
] as const;

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

/** `/profile`: the profile menu (docs/requirements/account.md) beside the profile pages. */
export function ProfileLayout() {
  const navigate = useNavigate();
  const logout = useLogout({ onSuccess: () => navigate('/') });
  return (
    <Layout>
      <Menu aria-label="Area personale">
        <ul>
          {MENU.map(([path, label]) => (
            <li key={path}>
              <NavLink to={`/profile/${path}`}>{label}</NavLink>
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
      <div>
        <Outlet />
      </div>
    </Layout>
  );
}

/** `/profile/dashboard`. */
export function DashboardPage() {
  const detail = useUserDetail();
  return (
    <Page title="Il mio profilo">
      {detail.data ? (
        <Cards>
          <li>
            <h2>
              {detail.data.firstName} {detail.data.lastName}
            </h2>
            <p>{detail.data.email}</p>
            <p>
              {detail.data.phone ? `${detail.data.prefix} ${detail.data.phone}` : 'Nessun telefono'}
            </p>
            <p>{detail.data.profileLevel >= 1 ? 'Profilo confermato' : 'Profilo da confermare'}</p>
          </li>
        </Cards>
      ) : (
        <Loading error={detail.error} />
      )}
    </Page>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title}>
      <p>{text}</p>
      <Link to="/profile/dashboard">Torna al profilo</Link>
    </Page>
  );
}

/** `/profile/create-offer`. */
export function CreateOfferPage() {
  return (
    <Message
      title="Crea un’offerta"
      text="Questa funzione è riservata agli operatori del negozio."
    />
  );
}

/** `/profile/orders` and `/profile/all-orders`. */
export function OrdersPage() {
  const all = useLocation().pathname.startsWith('/profile/all-orders');
  return all ? <AllOrderList /> : <CurrentOrderList />;
}

function CurrentOrderList() {
  return <OrderList all={false} orders={useOrders()} />;
}

function AllOrderList() {
  return <OrderList all orders={useAllOrders()} />;
}

function OrderList({ all, orders }: { all: boolean; orders: ReturnType<typeof useOrders> }) {
  const { formatPrice, formatDate } = useCarrelloUi();
  return (
    <Page title={all ? 'Tutti i miei ordini' : 'I miei ordini'}>
      <p>
        {all ? (
          <Link to="/profile/orders">Solo gli ordini in corso</Link>
        ) : (
          <Link to="/profile/all-orders">Vedi anche gli ordini consegnati</Link>
        )}
      </p>
      {orders.data ? (
        orders.data.orders.length === 0 ? (
          <p>Non hai ancora fatto ordini.</p>
        ) : (
          <Cards>
            {orders.data.orders.map((order) => (
              <li key={order.orderId}>
                <h2>
                  <Link to={`/profile/orders/${order.orderId}`}>Ordine n. {order.orderId}</Link>
                </h2>
                <p>
                  {order.orderStatusDescr} · {formatDate(order.timeslot.date)} ·{' '}
                  {formatPrice(order.grossTotal)}
                </p>
              </li>
            ))}
          </Cards>
        )
      ) : (
        <Loading error={orders.error} />
      )}
    </Page>
  );
}

/** `/profile/billing-addresses`. */
export function BillingAddressesPage() {
  const persons = useBillingAddresses();
  return (
    <Page title="Dati di fatturazione">
      {persons.data ? (
        persons.data.length === 0 ? (
          <p>Non hai ancora dati di fatturazione.</p>
        ) : (
          <Cards>
            {persons.data.map((person) => (
              <li key={person.personFiscalId}>
                <h2>{person.company || `${person.firstName ?? ''} ${person.lastName ?? ''}`}</h2>
                <p>
                  {person.vatCode
                    ? `P. IVA ${person.vatCode}`
                    : `C.F. ${person.vatFiscalCode ?? ''}`}
                </p>
              </li>
            ))}
          </Cards>
        )
      ) : (
        <Loading error={persons.error} />
      )}
    </Page>
  );
}
