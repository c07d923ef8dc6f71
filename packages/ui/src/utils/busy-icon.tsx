import { Hourglass, LoaderCircle } from 'lucide-react';
import { keyframes } from 'styled-components';
import { styled } from '../theme/styled-skin';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// A turning circle, or, when the shopper asks for reduced motion, an hourglass that stays still:
// a slower turn is still motion (WCAG 2.3.3), and a circle that stops looks finished, not busy.
const Turning = styled(LoaderCircle)`
  flex: none;
  width: 1.1em;
  height: 1.1em;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Still = styled(Hourglass)`
  flex: none;
  width: 1.1em;
  height: 1.1em;
  display: none;
  @media (prefers-reduced-motion: reduce) {
    display: inline-block;
  }
`;

/** The busy sign of a control whose action runs; decorative (the control says it is busy). */
export function BusyIcon({ className }: { className?: string }) {
  return (
    <>
      <Turning aria-hidden="true" className={className} data-part="spinner" />
      <Still aria-hidden="true" className={className} data-part="spinner-still" />
    </>
  );
}
