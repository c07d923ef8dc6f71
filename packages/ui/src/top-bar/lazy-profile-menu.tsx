import { forwardRef, useCallback, useRef, useState } from 'react';
import { UserRound } from 'lucide-react';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { onDemand } from '../utils/on-demand';
import { useComposedRefs } from '../utils/use-composed-refs';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import type { TopBarProfileMenuProps } from './profile-menu';

const menu = /* @__PURE__ */ onDemand(() =>
  import('./profile-menu').then((module) => module.TopBarProfileMenu),
);

/**
 * Loads the code of {@link LazyTopBarProfileMenu}'s menu (`TopBarProfileMenu`, on Floating UI)
 * once; every mounted `LazyTopBarProfileMenu` then becomes the menu. The button loads it itself
 * when the shopper moves to it or presses it; call it sooner (once the shopper is signed in and
 * the page is idle, say) to have the menu ready. A failed load rejects and is tried again on the
 * next call.
 * @example
 * useEffect(() => {
 *   if (!signedIn) return;
 *   const id = requestIdleCallback(() => void preloadTopBarProfileMenu().catch(() => undefined));
 *   return () => cancelIdleCallback(id);
 * }, [signedIn]);
 */
export function preloadTopBarProfileMenu(): Promise<void> {
  return menu.load().then(() => undefined);
}

/** Props of {@link LazyTopBarProfileMenu}: the same as `TopBarProfileMenu`'s. */
export type LazyTopBarProfileMenuProps = TopBarProfileMenuProps;

/**
 * `TopBarProfileMenu` with its code (the menu on Floating UI) left out of the page's first load,
 * for {@link TopBar}'s `profileMenu` slot. Until the code arrives it is the same button, named
 * and marked as a menu button; it loads the code when the shopper moves to it (focus, pointer)
 * or on {@link preloadTopBarProfileMenu}. A press before the code is here opens the menu, on its
 * first entry, as soon as it arrives; a button that had the keyboard focus keeps it.
 * @example
 * <TopBar userName="Mario" profileMenu={<LazyTopBarProfileMenu userName="Mario" items={items} onLogout={logout} />} … />
 */
export const LazyTopBarProfileMenu = forwardRef<HTMLButtonElement, LazyTopBarProfileMenuProps>(
  function LazyTopBarProfileMenu({ defaultOpen = false, open, onOpenChange, ...props }, ref) {
    const { messages, format } = useCarrelloUi();
    const Menu = menu.useLoaded();
    const [openAsked, setOpenAsked] = useState(defaultOpen);
    const menuButton = useRef<HTMLButtonElement | null>(null);
    const focusHandedOver = useRef(false);

    const load = useCallback(() => {
      // A failed load leaves the button; the next move to it tries again.
      menu.load().catch(() => undefined);
    }, []);

    // The button leaves the page in the same commit the menu's enters it: note whether it had
    // the focus, while it is still there.
    const placeholder = useRef<HTMLButtonElement | null>(null);
    const placeholderRef = useCallback((node: HTMLButtonElement | null) => {
      const leaving = placeholder.current;
      placeholder.current = node;
      if (node === null && leaving?.ownerDocument.activeElement === leaving) {
        focusHandedOver.current = true;
      }
    }, []);
    const composedPlaceholderRef = useComposedRefs(ref, placeholderRef);
    const composedMenuRef = useComposedRefs(ref, menuButton);

    useIsomorphicLayoutEffect(() => {
      if (!Menu || !focusHandedOver.current) return;
      focusHandedOver.current = false;
      // An opening menu moves the focus to its first entry itself.
      if (!openAsked && !open) menuButton.current?.focus();
    }, [Menu, open, openAsked]);

    if (Menu) {
      return (
        <Menu
          ref={composedMenuRef}
          {...props}
          open={open}
          defaultOpen={openAsked}
          onOpenChange={onOpenChange}
        />
      );
    }

    const askOpen = () => {
      if (open === undefined) setOpenAsked(true);
      onOpenChange?.(true);
      load();
    };
    return (
      <IconButton
        ref={composedPlaceholderRef}
        label={format(messages.header.profileMenu, { name: props.userName })}
        aria-haspopup="menu"
        aria-expanded={false}
        onFocus={load}
        onPointerEnter={load}
        onClick={askOpen}
        onKeyDown={(event) => {
          // A menu button also opens on an arrow key (WAI-ARIA menu button pattern).
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            askOpen();
          }
        }}
      >
        <UserRound />
      </IconButton>
    );
  },
);
