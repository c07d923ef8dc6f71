import { useState, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { Checkbox } from '../checkbox/checkbox.styles';
import { useMessages } from '../messages/messages-context';
import { useControllableState } from '../utils/use-controllable-state';
import type { SalesConditionsValue } from './use-invoice-form';
import { createSalesConditionsFieldSchema } from '@carrello/core';

const schema = createSalesConditionsFieldSchema();

const Tone = styled.div`
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Props of {@link SalesConditions}. */
export interface SalesConditionsProps {
  /** `'true'` when accepted, `'false'` otherwise (controlled). */
  value?: SalesConditionsValue;
  /**
   * The starting value (uncontrolled).
   * @default 'false'
   */
  defaultValue?: SalesConditionsValue;
  /** Called with `'true'` or `'false'` when the box is ticked or cleared. */
  onValueChange?: (value: SalesConditionsValue) => void;
  /** The address of the sales conditions page, linked from the label. */
  href?: string;
  /** The label; defaults to "Ho letto e accetto le condizioni di vendita". */
  label?: ReactNode;
  /** Whether to show the error even before the box was touched (e.g. after a submit). */
  showError?: boolean;
}

/**
 * The sales conditions checkbox (docs/requirements/validation.md): its value is `'true'` or `'false'` and must be
 * `'true'`; the error of `@carrello/core` shows once the box was cleared.
 * @example
 * <SalesConditions href="/page/condizioni-di-vendita" onValueChange={setSalesConditions} />
 */
export function SalesConditions({
  value,
  defaultValue = 'false',
  onValueChange,
  href,
  label,
  showError = false,
}: SalesConditionsProps) {
  const messages = useMessages();
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [touched, setTouched] = useState(false);
  const issue = schema.safeParse(current).error?.issues[0]?.message;
  const text =
    label ??
    (href ? (
      <>
        {messages.invoice.salesConditions.replace(messages.invoice.salesConditionsLink, '')}
        <a href={href} target="_blank" rel="noreferrer">
          {messages.invoice.salesConditionsLink}
        </a>
      </>
    ) : (
      messages.invoice.salesConditions
    ));
  return (
    <Tone>
      <Checkbox
        name="salesConditions"
        value="true"
        required
        checked={current === 'true'}
        onChange={(event) => {
          setTouched(true);
          setCurrent(event.target.checked ? 'true' : 'false');
        }}
        label={text}
        error={touched || showError ? issue : undefined}
      />
    </Tone>
  );
}
