import { forwardRef, useId, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { Slot } from '../utils/slot';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import {
  AccordionItemProvider,
  AccordionProvider,
  useAccordion,
  useAccordionContext,
  useAccordionItemContext,
  type UseAccordionOptions,
} from './use-accordion';

/** Props of {@link AccordionRoot}. */
export interface AccordionRootProps
  extends UseAccordionOptions, Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {}

/** Holds the open sections. */
export const AccordionRoot = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(
  { type, value, defaultValue, onValueChange, ...props },
  ref,
) {
  const accordion = useAccordion({ type, value, defaultValue, onValueChange });
  return (
    <AccordionProvider value={accordion}>
      <div ref={ref} {...props} />
    </AccordionProvider>
  );
});

/** Props of {@link AccordionItem}. */
export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  /** The section's unique value. */
  value: string;
  /** Whether the section cannot be toggled. */
  disabled?: boolean;
}

/** One section: a header with its trigger and a panel. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, disabled = false, ...props },
  ref,
) {
  const accordion = useAccordionContext('Accordion.Item');
  const id = useId();
  const open = accordion.isOpen(value);
  return (
    <AccordionItemProvider
      value={{ value, open, disabled, triggerId: `${id}-trigger`, contentId: `${id}-content` }}
    >
      <div ref={ref} data-state={open ? 'open' : 'closed'} {...props} />
    </AccordionItemProvider>
  );
});

/** Props of {@link AccordionHeader}. */
export interface AccordionHeaderProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * The heading level of the section title.
   * @default 3
   */
  level?: 2 | 3 | 4 | 5 | 6;
}

/** The heading that wraps the trigger. */
export const AccordionHeader = forwardRef<HTMLHeadingElement, AccordionHeaderProps>(
  function AccordionHeader({ level = 3, ...props }, ref) {
    const item = useAccordionItemContext('Accordion.Header');
    const Heading = `h${level}` as const;
    return <Heading ref={ref} data-state={item.open ? 'open' : 'closed'} {...props} />;
  },
);

/** Props of {@link AccordionTrigger}. */
export interface AccordionTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/** The button that opens and closes its section (`aria-expanded`, `aria-controls`). */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(
  function AccordionTrigger({ asChild, onClick, ...props }, ref) {
    const accordion = useAccordionContext('Accordion.Trigger');
    const item = useAccordionItemContext('Accordion.Trigger');
    const Component = asChild ? Slot : 'button';
    return (
      <Component
        ref={ref}
        type={asChild ? undefined : 'button'}
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.contentId}
        disabled={item.disabled}
        data-state={item.open ? 'open' : 'closed'}
        {...props}
        onClick={composeEventHandlers(onClick, () => accordion.toggle(item.value))}
      />
    );
  },
);

/** The section's panel: a region labelled by its trigger, `hidden` while closed. */
export const AccordionContent = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function AccordionContent(props, ref) {
    const item = useAccordionItemContext('Accordion.Content');
    return (
      <div
        ref={ref}
        role="region"
        id={item.contentId}
        aria-labelledby={item.triggerId}
        hidden={!item.open}
        data-state={item.open ? 'open' : 'closed'}
        {...props}
      />
    );
  },
);
