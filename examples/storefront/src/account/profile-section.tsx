import { styled } from 'styled-components';

import { Panel } from '../shell/panel';

/** One titled part of the profile page ("Dati personali", "Carta fedeltà" …), one under another. */
export const ProfileSection = styled(Panel)`
  max-width: 520px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;
