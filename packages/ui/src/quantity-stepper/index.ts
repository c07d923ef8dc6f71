export { QuantityStepper } from './quantity-stepper.styles';
export type { QuantityStepperProps } from './quantity-stepper.styles';
