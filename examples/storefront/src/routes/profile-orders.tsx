import { useLocation } from 'react-router-dom';

import { useAllOrders, useOrders } from '@carrello/hooks';

import { OrderList } from '../orders/order-list';

function CurrentOrderList() {
  return <OrderList all={false} orders={useOrders()} />;
}

function AllOrderList() {
  return <OrderList all orders={useAllOrders()} />;
}

/** `/profile/orders` and `/profile/all-orders`. */
export function OrdersPage() {
  const all = useLocation().pathname.startsWith('/profile/all-orders');
  return all ? <AllOrderList /> : <CurrentOrderList />;
}
