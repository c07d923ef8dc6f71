import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LazyTopBarProfileMenu, preloadTopBarProfileMenu } from './lazy-profile-menu';
import { TopBar } from './top-bar';
import { pressEnterOn } from '../testing/story-steps';

/**
 * `LazyTopBarProfileMenu` in the top bar's `profileMenu` slot: the same button as
 * `TopBarProfileMenu`, whose menu code (Floating UI) loads when the shopper moves to it or
 * presses it, or on `preloadTopBarProfileMenu()`. A press before the code is here opens the
 * menu on its first entry once it arrives.
 */
const meta = {
  title: 'Shell/LazyTopBarProfileMenu',
  // Its code loads once per page (module state): the visual review pictures each story in a
  // newly loaded tab (docs/visual-review.md).
  tags: ['fresh-tab'],
  component: LazyTopBarProfileMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Mario',
    items: [
      { label: 'Il mio profilo', href: '/profile' },
      { label: 'I miei ordini', href: '/profile/orders' },
    ],
    onLogout: fn(),
  },
  render: (args) => (
    <TopBar
      logo={<strong>Carrello</strong>}
      userName={args.userName}
      profileMenu={<LazyTopBarProfileMenu {...args} />}
      cartCount={2}
      cartTotal={7.8}
    />
  ),
} satisfies Meta<typeof LazyTopBarProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter on the button, whether or not the menu's code is here yet: the menu opens on its first entry. */
export const KeyboardOpen: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await pressEnterOn(canvasElement, 'Menu profilo, Mario');
    await waitFor(() =>
      expect(body.getByRole('menuitem', { name: 'Il mio profilo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Menu profilo, Mario' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Menu profilo, Mario' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Esci' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Preloaded by the app (once the shopper is signed in and the page is idle, say). */
export const Preloaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await preloadTopBarProfileMenu();
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Menu profilo, Mario' });
    await userEvent.click(button);
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // The story ends with the bar at rest: whether the returned focus draws its ring depends on
    // the browser's focus-visible heuristic, which differs between runs, not on the menu. Floating
    // UI moves the focus in animation frames: two frames pass first, so that no focus it queued
    // lands after the blur (a picture once caught the ring so).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    button.blur();
    await expect(button).not.toHaveFocus();
  },
};
