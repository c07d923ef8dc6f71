import { styled } from '../theme/styled-skin';
import { MenuContent, MenuItem } from './menu';

const Content: typeof MenuContent = styled(MenuContent)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  display: flex;
  flex-direction: column;
  min-width: 200px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.fonts.body};
  &:focus {
    outline: none;
  }
`;

const Item: typeof MenuItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export { Content, Item };
