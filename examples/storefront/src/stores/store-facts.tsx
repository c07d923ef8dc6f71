import { styled } from 'styled-components';

import type { Warehouse } from '@carrello/sdk';

import { openingWeek } from './opening-hours';
import { StoreMap } from './store-map';

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
`;

const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px
      ${({ theme }) => theme.space[1]}px 0;
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-transform: capitalize;
  }
  tr[aria-current='date'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Today's name as the opening hours read it ("lunedì"), in the store's time zone. */
function todayName(): string {
  return new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'Europe/Rome' }).format(
    new Date(),
  );
}

/** Props of {@link StoreFacts}. */
interface StoreFactsProps {
  /** The store shown. */
  store: Warehouse;
  /** The other stores, placed on the map around it; without them the map shows it alone. */
  stores: readonly Warehouse[] | undefined;
}

/** A store's address, phone, opening hours (today's in bold) and map. */
export function StoreFacts({ store, stores }: StoreFactsProps) {
  const { address } = store;
  const phone = store.metaData?.warehouse_locator?.PHONE?.trim();
  const week = openingWeek(store.serviceHours?.default);
  const today = todayName();
  return (
    <Facts>
      <div>
        <h2>Indirizzo</h2>
        <p>
          {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
          {address.province})
        </p>
        {phone ? (
          <>
            <h2>Telefono</h2>
            <p>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </p>
          </>
        ) : null}
        <h2 id="orari">Orari di apertura</h2>
        {week.some((day) => day.times.length > 0) ? (
          <Hours aria-labelledby="orari">
            <tbody>
              {week.map((day) => (
                <tr key={day.day} aria-current={day.day === today ? 'date' : undefined}>
                  <th scope="row">{day.day}</th>
                  <td>{day.times.length > 0 ? day.times.join(', ') : 'Chiuso'}</td>
                </tr>
              ))}
            </tbody>
          </Hours>
        ) : (
          <p>Orari non disponibili: chiedi al negozio.</p>
        )}
      </div>
      <div>
        <h2>Dove siamo</h2>
        <StoreMap store={store} stores={stores} />
      </div>
    </Facts>
  );
}
