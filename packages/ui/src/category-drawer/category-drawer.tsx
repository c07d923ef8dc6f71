import { useId, type MouseEvent } from 'react';
import { styled } from '../theme/styled-skin';
import type { Category, NavItem } from '@carrello/sdk';
import * as Accordion from '../accordion/parts';
import * as Drawer from '../drawer/parts';
import { useCarrelloUi } from '../messages/messages-context';
import { focusRing } from '../theme/focus-ring';
import { useControllableState } from '../utils/use-controllable-state';
import {
  childrenOf,
  distributeColumns,
  tabKeyDown,
  useCategoryDrawer,
  type CategoryDrawerTab,
} from './use-category-drawer';
import { useThemeTokens } from '../theme/use-theme-tokens';

/** Props of {@link CategoryDrawer}. */
export interface CategoryDrawerProps {
  /** Whether the drawer is open (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** First-level categories with their second-level children. */
  categories: readonly Category[];
  /** Link items of the "info" tab, each with optional sub-links (`templateNavItems`). */
  infoItems?: readonly NavItem[];
  /**
   * Called when a link is followed, e.g. to route without reloading (call
   * `event.preventDefault()`); the drawer then closes.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;

const Masonry = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]}px;
`;

const Column = styled.div`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Group = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
    ${focusRing}
  }
`;

const StrongLink = styled.a`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * The left category drawer (docs/requirements/app-shell.md): a tree on small screens, a masonry menu of first-level
 * categories and their children on larger ones (4/3/2/1 columns), and an "Info" tab of link
 * items with sub-links.
 * @example
 * <CategoryDrawer open={open} onOpenChange={setOpen} categories={tree} infoItems={config.templateNavItems.header} />
 */
export function CategoryDrawer({
  open,
  defaultOpen,
  onOpenChange,
  categories,
  infoItems = [],
  onNavigate,
}: CategoryDrawerProps) {
  const { messages, format } = useCarrelloUi();
  const t = messages.categoryDrawer;
  const { layout } = useThemeTokens();
  const drawer = useCategoryDrawer({ masonryColumns: layout.masonryColumns });
  const id = useId();
  const tabs: CategoryDrawerTab[] = infoItems.length > 0 ? ['categories', 'info'] : ['categories'];
  const [openState, setOpenState] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(href, event);
    setOpenState(false);
  };
  const link = (href: string, text: string) => (
    <a href={href} onClick={follow(href)}>
      {text}
    </a>
  );

  const tree = (
    <Accordion.Root type="multiple">
      {categories.map((category) => (
        <Accordion.Item key={category.categoryId} value={String(category.categoryId)}>
          <Accordion.Header level={3}>
            <Accordion.Trigger>{category.name}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <LinkList>
              <li>
                <StrongLink href={category.itemUrl} onClick={follow(category.itemUrl)}>
                  {format(t.allOf, { name: category.name })}
                </StrongLink>
              </li>
              {childrenOf(category).map((child) => (
                <li key={child.categoryId}>{link(child.itemUrl, child.name)}</li>
              ))}
            </LinkList>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );

  const masonry = (
    <Masonry data-columns={drawer.columns}>
      {distributeColumns(categories, drawer.columns).map((column, index) => (
        <Column key={index}>
          {column.map((category) => (
            <Group key={category.categoryId} aria-labelledby={`${id}-c${category.categoryId}`}>
              <h3 id={`${id}-c${category.categoryId}`}>{link(category.itemUrl, category.name)}</h3>
              <LinkList>
                {childrenOf(category).map((child) => (
                  <li key={child.categoryId}>{link(child.itemUrl, child.name)}</li>
                ))}
              </LinkList>
            </Group>
          ))}
        </Column>
      ))}
    </Masonry>
  );

  const info = (
    <LinkList>
      {infoItems.map((item) => (
        <li key={item.ID}>
          <StrongLink href={item.itemUrl} target={item.target} onClick={follow(item.itemUrl)}>
            {item.name}
          </StrongLink>
          {item.templateNavItems?.length ? (
            <LinkList>
              {item.templateNavItems.map((sub) => (
                <li key={sub.ID}>{link(sub.itemUrl, sub.name)}</li>
              ))}
            </LinkList>
          ) : null}
        </li>
      ))}
    </LinkList>
  );

  const panel = (tab: CategoryDrawerTab) =>
    tab === 'info' ? info : drawer.layout === 'tree' ? tree : masonry;

  return (
    <Drawer.Root open={openState} onOpenChange={setOpenState}>
      <Drawer.Content
        side="left"
        width={drawer.layout === 'tree' ? 400 : 1200}
        title={t.title}
        data-layout={drawer.layout}
      >
        <Drawer.Body>
          {tabs.length > 1 ? (
            <>
              <TabList role="tablist" aria-label={t.tabs}>
                {tabs.map((tab) => (
                  <Tab
                    key={tab}
                    type="button"
                    role="tab"
                    id={`${id}-tab-${tab}`}
                    data-tab={tab}
                    aria-selected={drawer.tab === tab}
                    aria-controls={`${id}-panel-${tab}`}
                    tabIndex={drawer.tab === tab ? 0 : -1}
                    onClick={() => drawer.setTab(tab)}
                    onKeyDown={(event) => tabKeyDown(event, tabs, drawer.tab, drawer.setTab)}
                  >
                    {tab === 'info' ? t.infoTab : t.categoriesTab}
                  </Tab>
                ))}
              </TabList>
              <div
                role="tabpanel"
                id={`${id}-panel-${drawer.tab}`}
                aria-labelledby={`${id}-tab-${drawer.tab}`}
              >
                {panel(drawer.tab)}
              </div>
            </>
          ) : (
            panel('categories')
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
