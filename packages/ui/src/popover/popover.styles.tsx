import { styled } from '../theme/styled-skin';
import { PopoverContent } from './popover';

const Content: typeof PopoverContent = styled(PopoverContent)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  box-sizing: border-box;
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.fonts.body};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export { Content };
