import { styled } from 'styled-components';

import { Breadcrumbs } from '@carrello/ui';

/** The breadcrumbs of a product or category page, pulled up under the top bar. */
export const CataloguePath = styled(Breadcrumbs)`
  margin: -${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
`;
