import * as React from 'react';
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  version,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { joinIdLists } from './join-id-lists';
import { useComposedRefs } from './use-composed-refs';

/** Props of {@link Slot}: merged onto its only child. */
export interface SlotProps extends HTMLAttributes<HTMLElement> {
  /** The single element that receives the props. */
  children?: ReactNode;
}

type AnyProps = Record<string, unknown>;

/** Attributes that hold a list of element ids: the child's come first, then the part's. */
const ID_LISTS = new Set(['aria-describedby', 'aria-labelledby']);

/** React 19 passes `ref` as a prop; React 18 keeps it on the element (19 warns if read there). */
const refIsProp = Number.parseInt(version, 10) >= 19;

/** The ref the caller put on the child, on either React the kit supports. */
function childRef(child: ReactElement): Ref<HTMLElement> | null {
  const ref = refIsProp
    ? (child.props as { ref?: Ref<HTMLElement> }).ref
    : (child as ReactElement & { ref?: Ref<HTMLElement> }).ref;
  return ref ?? null;
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function') {
      // The child's own handler runs first; the part's behaviour runs unless it prevented it.
      merged[key] =
        typeof childValue === 'function'
          ? (event: { defaultPrevented?: boolean }) => {
              (childValue as (e: unknown) => void)(event);
              if (!event?.defaultPrevented) (slotValue as (e: unknown) => void)(event);
            }
          : slotValue;
    } else if (key === 'className' && childValue) {
      merged[key] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (ID_LISTS.has(key) && childValue) {
      merged[key] = joinIdLists(childValue, slotValue);
    } else if (key === 'style' && childValue) {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return merged;
}

const LAZY = Symbol.for('react.lazy');

/** A child that React Server Components sent as a lazy reference (a client element still loading). */
interface LazyChild {
  $$typeof: symbol;
  _payload: PromiseLike<ReactNode>;
}

function isLazyChild(node: unknown): node is LazyChild {
  if (typeof node !== 'object' || node === null) return false;
  const candidate = node as Partial<LazyChild>;
  return (
    candidate.$$typeof === LAZY &&
    typeof candidate._payload === 'object' &&
    candidate._payload !== null &&
    'then' in candidate._payload
  );
}

// React 19's `use`, read by a computed name so that a bundler building for React 18 (where it does
// not exist) neither warns about a missing export nor fails.
const use = (React as unknown as Record<string, unknown>)[['u', 's', 'e'].join('')] as
  (<T>(usable: PromiseLike<T>) => T) | undefined;

/**
 * Renders its only child with the part's props and ref merged in (the `asChild` pattern). When a
 * Server Component wrote the child (`<Dialog.Trigger asChild><Button/>`), React may hand it over
 * as a lazy reference while its module loads (`next dev` does): the slot waits for it with `use`.
 */
export const Slot = forwardRef<HTMLElement, SlotProps>(function Slot(
  { children: given, ...props },
  ref,
) {
  const children = isLazyChild(given) && use ? use(given._payload) : given;
  const child = Children.only(children);
  const mergedRef = useComposedRefs(ref, isValidElement(child) ? childRef(child) : null);
  if (!isValidElement(child)) return null;
  return cloneElement(child, {
    ...mergeProps(props as AnyProps, child.props as AnyProps),
    ref: mergedRef,
  } as AnyProps);
});
