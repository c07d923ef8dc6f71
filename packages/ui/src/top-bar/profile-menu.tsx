import { useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { UserRound } from 'lucide-react';
import { IconButton } from '../icon-button/icon-button.styles';
import { Menu } from '../menu/menu.styles';
import type { TopBarProfileItem } from './top-bar.styles';

/** What the top bar's stand-in button saw before the menu's code arrived. */
export interface ProfileMenuHandoff {
  /** Whether the stand-in had the keyboard focus. */
  focused: boolean;
  /**
   * Whether the shopper asked to open the menu, and how: with the keyboard (Enter, Space or an
   * arrow key; the menu opens on its first entry) or the pointer (it opens on itself).
   */
  open: false | 'keyboard' | 'pointer';
}

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  /** The button's accessible name ("Menu profilo, Mario"). */
  label: string;
  /** The entries before "Esci". */
  items: readonly TopBarProfileItem[];
  /** The "Esci" entry's text. */
  logoutLabel: string;
  /** Called on "Esci"; without it the entry is not shown. */
  onLogout?: () => void;
  /** What the stand-in button saw, taken over when this menu mounts. */
  handoff: MutableRefObject<ProfileMenuHandoff>;
}

/**
 * The top bar's profile menu (spec 2.2), the only part of the top bar on Floating UI. The top
 * bar loads it on demand, showing a stand-in button meanwhile, so a page's first load does not
 * carry Floating UI; this menu takes over the stand-in's focus and a pending "open".
 */
export function ProfileMenu({ label, items, logoutLabel, onLogout, handoff }: ProfileMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    // The stand-in went away with the focus on it, or asked to open: the real button takes the
    // focus, then opens as if pressed (the open menu moves the focus to its first entry).
    const { focused, open: openAsked } = handoff.current;
    handoff.current = { focused: false, open: false };
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    if ((focused || openAsked) && focusLost) trigger.current?.focus();
    if (openAsked === 'pointer') setOpen(true);
    // An arrow key is how the keyboard opens a menu on its first entry (WAI-ARIA menu button).
    if (openAsked === 'keyboard') {
      trigger.current?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
    }
  }, [handoff]);
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger asChild>
        <IconButton ref={trigger} label={label}>
          <UserRound />
        </IconButton>
      </Menu.Trigger>
      <Menu.Content>
        {items.map((item) =>
          item.href ? (
            <Menu.Item key={item.label} asChild onSelect={item.onSelect}>
              <a href={item.href}>{item.label}</a>
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onSelect={item.onSelect}>
              {item.label}
            </Menu.Item>
          ),
        )}
        {onLogout ? <Menu.Item onSelect={onLogout}>{logoutLabel}</Menu.Item> : null}
      </Menu.Content>
    </Menu.Root>
  );
}
