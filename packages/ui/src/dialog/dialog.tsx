import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { FloatingClose, FloatingTrigger } from '../utils/floating-buttons';
import { Slot } from '../utils/slot';
import { DialogProvider, useDialog, useDialogContext, type UseDialogOptions } from './use-dialog';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { useComposedRefs } from '../utils/use-composed-refs';
import { dialogsAbove, pushOpenDialog } from './stack';

/** Props of {@link DialogRoot}. */
export interface DialogRootProps extends UseDialogOptions {
  children?: ReactNode;
}

/** Holds the state of one dialog; renders no element. */
export function DialogRoot({ children, ...options }: DialogRootProps) {
  const dialog = useDialog(options);
  return <DialogProvider value={dialog}>{children}</DialogProvider>;
}

/** Props shared by parts that can render their child instead (`asChild`). */
export interface AsChildProps {
  /** Whether to merge the part's props onto its only child instead of rendering its own element. */
  asChild?: boolean;
}

/** Props of {@link DialogTrigger}. */
export type DialogTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & AsChildProps;

/** The button that opens the dialog; focus returns to it when the dialog closes. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(
  function DialogTrigger(props, ref) {
    const dialog = useDialogContext('Dialog.Trigger');
    return <FloatingTrigger ref={ref} floating={dialog} {...props} />;
  },
);

/** Renders its children into a portal at the end of `body` while the dialog is open. */
export function DialogPortal({ children }: { children?: ReactNode }) {
  const dialog = useDialogContext('Dialog.Portal');
  if (!dialog.open) return null;
  return <FloatingPortal>{children}</FloatingPortal>;
}

/** Props of {@link DialogOverlay}. */
export type DialogOverlayProps = HTMLAttributes<HTMLDivElement>;

/** The backdrop; it locks the page scroll while the dialog is open. */
export const DialogOverlay = forwardRef<HTMLDivElement, DialogOverlayProps>(
  function DialogOverlay(props, ref) {
    const dialog = useDialogContext('Dialog.Overlay');
    if (!dialog.open) return null;
    return <FloatingOverlay ref={ref} lockScroll data-state="open" {...props} />;
  },
);

function portalOf(element: HTMLElement): Element {
  return element.closest('[data-floating-ui-portal]') ?? element;
}

/** The portals of the dialogs opened after the one in `floating`: the focus may go into them. */
function portalsAbove(floating: RefObject<HTMLElement | null>): () => Element[] {
  return () => dialogsAbove(floating.current).map((dialog) => portalOf(dialog.element));
}

/** Props of {@link DialogContent}. */
export type DialogContentProps = HTMLAttributes<HTMLDivElement> &
  AsChildProps & {
    /**
     * Where the focus goes when the dialog closes: the element that had it before the dialog
     * opened (`true`), or the element of this ref, for a dialog whose trigger may have been
     * replaced while it was open (a control that re-renders as another element).
     * @default true
     */
    returnFocus?: boolean | RefObject<HTMLElement | null>;
    /**
     * Where the focus goes when the dialog opens (Floating UI's `initialFocus`): the index of a
     * tabbable element inside, or the element of a ref, such as the chosen day of a
     * `TimeSlotPicker` (its `selectedDayRef`). A ref whose element is not there yet (its content
     * still loading) leaves the focus on the dialog itself, and the element takes it when it
     * comes, unless the shopper has moved the focus meanwhile; so does a ref given while the
     * dialog is open (the next step of a dialog in steps).
     * @default 0 (the first tabbable element)
     */
    initialFocus?: number | RefObject<HTMLElement | null>;
  };

/**
 * Gives the focus to the element of an `initialFocus` ref that the focus manager could not give it
 * to as the dialog opened: an element that comes later (content that loads), or a ref given to a
 * dialog already open (a dialog whose steps change). Only while the focus is still nowhere in
 * particular (the dialog itself, or the page's body after the focused control went away).
 */
function useLateInitialFocus(
  open: boolean,
  floating: RefObject<HTMLElement | null>,
  initialFocus: number | RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const content = floating.current;
    if (!open || typeof initialFocus === 'number' || !content) return;
    let frame = 0;
    // In an animation frame: after the focus manager's own first focus, which it gives in one.
    const place = () => {
      frame = requestAnimationFrame(() => {
        const target = initialFocus.current;
        const active = document.activeElement;
        if (target && (!active || active === document.body || active === content)) target.focus();
      });
    };
    if (initialFocus.current || typeof MutationObserver === 'undefined') {
      place();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      if (!initialFocus.current) return;
      observer.disconnect();
      place();
    });
    observer.observe(content, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [open, floating, initialFocus]);
}

/** The dialog box: traps focus, closes on Escape and is labelled by its Title and Description. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { asChild, children, returnFocus = true, initialFocus = 0, ...props },
  ref,
) {
  const dialog = useDialogContext('Dialog.Content');
  const mergedRef = useComposedRefs(dialog.refs.setFloating, ref);
  const floating = dialog.refs.floating;
  const { onOpenChange } = dialog.context;
  const dismissWithEscape = useCallback(
    () => onOpenChange(false, undefined, 'escape-key'),
    [onOpenChange],
  );
  useIsomorphicLayoutEffect(() => {
    const element = dialog.open ? floating.current : null;
    if (!element) return;
    return pushOpenDialog({ element, dismissWithEscape });
  }, [dialog.open, floating, dismissWithEscape]);
  // The element that had the focus when the dialog opened, read before any effect of the
  // dialog's content moves the focus inside (a content that focuses its first field in an effect
  // runs before Floating UI's focus manager would read it, which then returned nowhere).
  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!dialog.open) return;
    const active = document.activeElement;
    const trigger = dialog.refs.domReference.current;
    opener.current =
      active instanceof HTMLElement && active !== document.body
        ? active
        : trigger instanceof HTMLElement
          ? trigger
          : null;
  }, [dialog.open, dialog.refs]);
  const getInsideElements = useMemo(() => portalsAbove(floating), [floating]);
  useLateInitialFocus(dialog.open, floating, initialFocus);
  if (!dialog.open) return null;
  const Component = asChild ? Slot : 'div';
  return (
    <FloatingFocusManager
      context={dialog.context}
      modal
      initialFocus={initialFocus}
      returnFocus={returnFocus === true ? opener : returnFocus}
      // The page behind is `inert`, not only hidden from assistive technology: nothing there
      // takes focus, a click or a find-in-page hit while the dialog is open.
      outsideElementsInert
      getInsideElements={getInsideElements}
    >
      <Component
        ref={mergedRef}
        aria-labelledby={dialog.labelId}
        aria-describedby={dialog.descriptionId}
        aria-modal="true"
        data-state="open"
        {...dialog.getFloatingProps(props)}
      >
        {children}
      </Component>
    </FloatingFocusManager>
  );
});

/** Props of {@link DialogText}. */
interface DialogTextProps extends HTMLAttributes<HTMLElement>, AsChildProps {
  /** The element rendered without `asChild`. */
  as: 'h2' | 'p';
  /** Gives the dialog the element's id, or `undefined` once the element goes. */
  register: (id: string | undefined) => void;
}

/** A text whose id the dialog points at (`aria-labelledby` or `aria-describedby`). */
const DialogText = forwardRef<HTMLElement, DialogTextProps>(function DialogText(
  { as, asChild, id, register, ...props },
  ref,
) {
  const generated = useId();
  const finalId = id ?? generated;
  useIsomorphicLayoutEffect(() => {
    register(finalId);
    return () => register(undefined);
  }, [finalId, register]);
  // The part's own forwardRef types the ref for its element; here it is any HTML element.
  const Component = (asChild ? Slot : as) as ElementType;
  return <Component ref={ref} id={finalId} {...props} />;
});

/** Props of {@link DialogTitle}. */
export type DialogTitleProps = HTMLAttributes<HTMLHeadingElement> & AsChildProps;

/** The dialog's heading (an `h2`); it names the dialog via `aria-labelledby`. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(
  function DialogTitle(props, ref) {
    const dialog = useDialogContext('Dialog.Title');
    return <DialogText ref={ref} {...props} as="h2" register={dialog.setLabelId} />;
  },
);

/** Props of {@link DialogDescription}. */
export type DialogDescriptionProps = HTMLAttributes<HTMLParagraphElement> & AsChildProps;

/** The dialog's description; it is announced via `aria-describedby`. */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription(props, ref) {
    const dialog = useDialogContext('Dialog.Description');
    return <DialogText ref={ref} {...props} as="p" register={dialog.setDescriptionId} />;
  },
);

/** Props of {@link DialogClose}. */
export type DialogCloseProps = ButtonHTMLAttributes<HTMLButtonElement> & AsChildProps;

/** A button that closes the dialog. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(
  function DialogClose(props, ref) {
    const dialog = useDialogContext('Dialog.Close');
    return <FloatingClose ref={ref} setOpen={dialog.setOpen} {...props} />;
  },
);

/** Props of {@link DialogFooter}. */
export type DialogFooterProps = HTMLAttributes<HTMLDivElement> & AsChildProps;

/** The row of the dialog's actions (confirm, cancel) after its body. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { asChild, children, ...props },
  ref,
) {
  useDialogContext('Dialog.Footer');
  const Component = asChild ? Slot : 'div';
  return (
    <Component ref={ref} {...props}>
      {children}
    </Component>
  );
});
