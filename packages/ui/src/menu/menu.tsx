import {
  forwardRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { FloatingList, useListItem } from '@floating-ui/react';
import { FloatingTrigger } from '../utils/floating-buttons';
import { FloatingPanel } from '../utils/floating-panel';
import { Slot } from '../utils/slot';
import { MenuProvider, useMenu, useMenuContext, type UseMenuOptions } from './use-menu';
import { useComposedRefs } from '../utils/use-composed-refs';

/** Props of {@link MenuRoot}. */
export interface MenuRootProps extends UseMenuOptions {
  children?: ReactNode;
}

/** Holds the state of one menu; renders no element. */
export function MenuRoot({ children, ...options }: MenuRootProps) {
  const menu = useMenu(options);
  return <MenuProvider value={menu}>{children}</MenuProvider>;
}

/** Props of {@link MenuTrigger}. */
export interface MenuTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/** The menu button (`aria-haspopup="menu"`, `aria-expanded`). */
export const MenuTrigger = forwardRef<HTMLButtonElement, MenuTriggerProps>(
  function MenuTrigger(props, ref) {
    const menu = useMenuContext('Menu.Trigger');
    return <FloatingTrigger ref={ref} floating={menu} {...props} />;
  },
);

/** The list of items (`role="menu"`), in a portal while open. */
export const MenuContent = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function MenuContent(props, ref) {
    const menu = useMenuContext('Menu.Content');
    return (
      <FloatingList elementsRef={menu.elementsRef} labelsRef={menu.labelsRef}>
        {menu.open ? <FloatingPanel ref={ref} floating={menu} initialFocus={0} {...props} /> : null}
      </FloatingList>
    );
  },
);

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Called when the item is chosen with a click, Enter or Space; the menu then closes. */
  onSelect?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The text for typeahead; defaults to the item's text content. */
  textValue?: string;
  /** Whether to merge the props onto the only child (e.g. a link). */
  asChild?: boolean;
}

/** One action of the menu (`role="menuitem"`), `data-highlighted` while active. */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(
  { onSelect, textValue, asChild, disabled, children, ...props },
  ref,
) {
  const menu = useMenuContext('Menu.Item');
  const label = textValue ?? (typeof children === 'string' ? children : null);
  const item = useListItem({ label: disabled ? null : label });
  const mergedRef = useComposedRefs(item.ref, ref);
  const active = item.index === menu.activeIndex;
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={mergedRef}
      type={asChild ? undefined : 'button'}
      role="menuitem"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      data-highlighted={active ? '' : undefined}
      {...menu.getItemProps({
        ...props,
        onClick(event: MouseEvent<HTMLButtonElement>) {
          props.onClick?.(event);
          if (event.defaultPrevented) return;
          onSelect?.(event);
          if (!event.defaultPrevented) menu.setOpen(false);
        },
      })}
    >
      {children}
    </Component>
  );
});
