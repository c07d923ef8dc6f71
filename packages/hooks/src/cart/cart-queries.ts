import { queryOptions } from '@tanstack/react-query';

import type { Cart, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { cartKeys } from './cart-keys';

/** Query option factories of the cart, shared by hooks and route loaders. */
export const cartQueries = {
  /**
   * The shopper's cart (`cart.view`).
   * @example await queryClient.ensureQueryData(cartQueries.detail(client));
   */
  detail: (client: EbsnClient) =>
    queryOptions<Cart, EbsnError | NetworkError>({
      queryKey: cartKeys.detail(),
      queryFn: ({ signal }) => client.cart.view({}, { signal }),
    }),
};
