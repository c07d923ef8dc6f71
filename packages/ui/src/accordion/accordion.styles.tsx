import { forwardRef } from 'react';
import { styled } from '../theme/styled-skin';
import { ChevronDown } from 'lucide-react';
import {
  AccordionContent,
  AccordionHeader,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './accordion';
import { focusRing } from '../theme/focus-ring';

const Root: typeof AccordionRoot = styled(AccordionRoot)`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Item: typeof AccordionItem = styled(AccordionItem)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header: typeof AccordionHeader = styled(AccordionHeader)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const TriggerButton = styled(AccordionTrigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[1]}px`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  ${focusRing}
`;

/** The trigger with a chevron that turns when the section opens. */
const Trigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function Trigger(
  { children, ...props },
  ref,
) {
  return (
    <TriggerButton ref={ref} {...props}>
      <span>{children}</span>
      <ChevronDown size={20} aria-hidden="true" />
    </TriggerButton>
  );
});

const Content: typeof AccordionContent = styled(AccordionContent)`
  padding: 0 ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
`;

export { Root, Item, Header, Trigger, Content };
