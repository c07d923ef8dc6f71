// The strict consumer's CommonJS side (a .cts file, so `require` conditions and the packages'
// .d.cts types): type-checked under node16 and nodenext by tsconfig.strict-node*.json, never run.
import { QueryClient } from '@tanstack/react-query';

import { isValidVatNumber } from '@carrello/core';
import { cartQueries, sessionQueries } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import type { CarouselProps, VisuallyHiddenProps } from '@carrello/ui';
import type { CarouselBaseProps } from '@carrello/ui/headless';

export type KitProps = [CarouselProps, CarouselBaseProps, VisuallyHiddenProps];
export const valid: boolean = isValidVatNumber('01234567897');

export async function prefetchFromCommonJs(): Promise<void> {
  const client = createEbsnClient({ baseUrl: 'http://localhost:8080' });
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(cartQueries.detail(client));
  await queryClient.ensureQueryData(sessionQueries.current(client));
}
