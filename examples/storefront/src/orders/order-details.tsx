import { styled } from 'styled-components';

import { DELIVERY_SERVICE, deliveryServiceLabel, formatWeight, lineWeightKg } from '@carrello/core';
import type { Order } from '@carrello/sdk';
import { useCarrelloUi } from '@carrello/ui';

import { Section } from './order-parts';
import { PAYMENT_STATUS, TotalsOfOrder } from './order-totals';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[1]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
`;

const Totals = styled(TotalsOfOrder)`
  max-width: 480px;
  margin: ${({ theme }) => theme.space[4]}px 0 0 auto;
`;

const History = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  li {
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function addressLine(order: Order): string {
  const address = order.shippingAddress;
  const street = [address.address1, address.addressNumber].filter(Boolean).join(' ');
  return `${street}, ${address.postalcode} ${address.city} (${address.province})`;
}

type OrderItem = NonNullable<Order['items']>[number];

/** A line's quantity as the cart writes it: a weight ("300 g", "1,25 kg") or pieces. */
function quantityText(item: OrderItem): string {
  const kg = item.weight ? item.weight : lineWeightKg(item);
  return kg ? formatWeight(kg) : `${item.quantity} pz`;
}

/**
 * Everything about one order (docs/requirements/account.md: order detail): where and when, the lines with quantities
 * and prices, the honest totals (items, discounts, packages, delivery fee or "Gratis", TOTALE and
 * the amount asked of the provider when it differs), payment, invoice holder and status history.
 */
export function OrderDetails({ order }: { order: Order }) {
  const { formatPrice, formatDate } = useCarrelloUi();
  const pickup = order.deliveryServiceId !== DELIVERY_SERVICE.HOME_DELIVERY;
  const dateTime = (value: string) =>
    formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Sections>
      <Section aria-labelledby="ordine-consegna">
        <h2 id="ordine-consegna">{pickup ? 'Ritiro' : 'Consegna'}</h2>
        <Facts>
          <dt>Stato</dt>
          <dd>{order.orderStatusDescr}</dd>
          <dt>Servizio</dt>
          <dd>{deliveryServiceLabel(order.deliveryServiceId)}</dd>
          <dt>{pickup ? 'Punto di ritiro' : 'Indirizzo'}</dt>
          <dd>
            {order.shippingAddress.addressName ? `${order.shippingAddress.addressName}, ` : ''}
            {addressLine(order)}
          </dd>
          <dt>Data e ora</dt>
          <dd>
            {formatDate(order.timeslot.date)}, {order.timeslot.beginTime} – {order.timeslot.endTime}
          </dd>
          <dt>Ordinato il</dt>
          <dd>{dateTime(order.addDate)}</dd>
        </Facts>
      </Section>

      <Section aria-labelledby="ordine-prodotti">
        <h2 id="ordine-prodotti">Prodotti</h2>
        {(order.items ?? []).length === 0 ? (
          <p>Nessun prodotto in questo ordine.</p>
        ) : (
          <Lines>
            <thead>
              <tr>
                <th scope="col">Prodotto</th>
                <th scope="col">Quantità</th>
                <th scope="col">Prezzo</th>
              </tr>
            </thead>
            <tbody>
              {(order.items ?? []).map((item) => (
                <tr key={item.itemId}>
                  <td>{item.product.name}</td>
                  <td>{quantityText(item)}</td>
                  <td>{formatPrice(item.grossTotal)}</td>
                </tr>
              ))}
              {(order.orderPackages ?? []).map((pack) => (
                <tr key={pack.orderPackageId}>
                  <td>{pack.package.descr}</td>
                  <td>{pack.quantity} pz</td>
                  <td>{formatPrice(pack.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </Lines>
        )}
        <Totals order={order} />
      </Section>

      <Section aria-labelledby="ordine-pagamento">
        <h2 id="ordine-pagamento">Pagamento e fattura</h2>
        <Facts>
          <dt>Metodo</dt>
          <dd>
            {order.paymentTypeDescr ?? 'Non indicato'}
            {order.paymentCard ? ` (${order.paymentCard})` : ''}
          </dd>
          <dt>Pagamento</dt>
          <dd>{PAYMENT_STATUS[order.paymentStatus]}</dd>
          <dt>Fattura</dt>
          <dd>
            {order.invoiceData ? (
              <>
                {order.invoiceData.name}
                {order.invoiceData.vatCode ? `, P. IVA ${order.invoiceData.vatCode}` : ''}
                {order.invoiceData.fiscalCode ? `, C.F. ${order.invoiceData.fiscalCode}` : ''}
                {order.invoiceData.address ? `, ${order.invoiceData.address}` : ''}
              </>
            ) : order.needInvoice ? (
              'Richiesta'
            ) : (
              'Non richiesta'
            )}
          </dd>
        </Facts>
      </Section>

      {order.statusHistory && order.statusHistory.length > 0 ? (
        <Section aria-labelledby="ordine-storia">
          <h2 id="ordine-storia">Storico dell’ordine</h2>
          <History>
            {order.statusHistory.map((event) => (
              <li key={`${event.date}-${event.descr}`}>
                <time dateTime={event.date}>{dateTime(event.date)}</time> · {event.descr}
              </li>
            ))}
          </History>
        </Section>
      ) : null}
    </Sections>
  );
}
