import { forwardRef } from 'react';
import { styled } from '../theme/styled-skin';
import { Minus, Plus } from 'lucide-react';
import { QuantityStepperBase, type QuantityStepperBaseProps } from './quantity-stepper';

const StyledStepper = styled(QuantityStepperBase)<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  .qs-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
    &:disabled {
      color: ${({ theme }) => theme.colors.textMuted};
      cursor: not-allowed;
      opacity: 0.6;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
  .qs-value {
    min-width: 3ch;
    padding: 0 ${({ theme }) => theme.space[1]}px;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps extends Omit<QuantityStepperBaseProps, 'classNames'> {
  /**
   * Height of the control and width of each button in px.
   * @default 36
   */
  size?: number;
}

/** A themed − / value / + quantity control for product cards and cart rows. */
export const QuantityStepper = forwardRef<HTMLDivElement, QuantityStepperProps>(
  function QuantityStepper({ size = 36, ...props }, ref) {
    return (
      <StyledStepper
        ref={ref}
        $size={size}
        classNames={{ button: 'qs-button', value: 'qs-value' }}
        decrementIcon={<Minus size={18} aria-hidden="true" />}
        incrementIcon={<Plus size={18} aria-hidden="true" />}
        {...props}
      />
    );
  },
);
