import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';

/** Takes an element out of the layout and the picture, not out of the accessibility tree. */
export const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: hidden visually, still read aloud. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ style, ...props }, ref) {
    return <span ref={ref} style={{ ...hiddenStyle, ...style }} {...props} />;
  },
);
