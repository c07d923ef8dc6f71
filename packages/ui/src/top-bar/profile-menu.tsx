import { forwardRef } from 'react';
import { UserRound } from 'lucide-react';
import { IconButton } from '../icon-button/icon-button.styles';
import * as Menu from '../menu/parts';
import { useCarrelloUi } from '../messages/messages-context';

/** An entry of the profile menu. */
export interface TopBarProfileItem {
  /** The visible text. */
  label: string;
  /** A link target; otherwise `onSelect` runs. */
  href?: string;
  /** Called when chosen. */
  onSelect?: () => void;
}

/** Props of {@link TopBarProfileMenu}. */
export interface TopBarProfileMenuProps {
  /** The signed-in shopper's name, read in the button's accessible name ("Menu profilo, Mario"). */
  userName: string;
  /**
   * The entries before "Esci".
   * @default []
   */
  items?: readonly TopBarProfileItem[];
  /** Called on "Esci"; without it the entry is not shown. */
  onLogout?: () => void;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /**
   * Whether the menu starts open (uncontrolled); it opens on its first entry.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The signed-in shopper's menu of the top bar (docs/requirements/account.md): a round button that opens the profile
 * entries and "Esci". Put it in {@link TopBar}'s `profileMenu` slot, or its lazy variant
 * `LazyTopBarProfileMenu` to keep the menu's code (Floating UI) off the first load. The ref is
 * the button's.
 * @example
 * <TopBar userName="Mario" profileMenu={<TopBarProfileMenu userName="Mario" items={items} onLogout={logout} />} … />
 */
export const TopBarProfileMenu = forwardRef<HTMLButtonElement, TopBarProfileMenuProps>(
  function TopBarProfileMenu(
    { userName, items = [], onLogout, open, defaultOpen, onOpenChange },
    ref,
  ) {
    const { messages, format } = useCarrelloUi();
    return (
      <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Menu.Trigger asChild>
          <IconButton ref={ref} label={format(messages.header.profileMenu, { name: userName })}>
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
          {onLogout ? <Menu.Item onSelect={onLogout}>{messages.header.logout}</Menu.Item> : null}
        </Menu.Content>
      </Menu.Root>
    );
  },
);
