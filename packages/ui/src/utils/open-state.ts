/**
 * The open state of a floating part (a menu, a popover): controlled with `open` and
 * `onOpenChange`, or kept inside from `defaultOpen`.
 */
export interface OpenStateOptions {
  /** Whether it is open (controlled). */
  open?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}
