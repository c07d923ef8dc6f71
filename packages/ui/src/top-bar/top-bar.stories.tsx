import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsBanner } from '../news-banner/news-banner';
import { TopBarProfileMenu } from './profile-menu';
import { TopBar } from './top-bar';
import { pressEnterOn } from '../testing/story-steps';

const logo = (
  <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.1 }}>
    <strong style={{ fontSize: '1.4rem' }}>Carrello</strong>
    <small>La spesa sotto casa</small>
  </span>
);
const logoSmall = <strong style={{ fontSize: '1.2rem' }}>Carrello</strong>;
const search = (
  <input
    type="search"
    aria-label="Cerca prodotti"
    placeholder="Cerca tra migliaia di prodotti"
    style={{ width: '100%', minHeight: 44, boxSizing: 'border-box', padding: '0 12px' }}
  />
);

const profileItems = [
  { label: 'Il mio profilo', href: '/profile' },
  { label: 'I miei ordini', href: '/profile/orders' },
];
const onLogout = fn();

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    logoSmall,
    search,
    cartCount: 0,
    cartTotal: 0,
    onCartClick: fn(),
    onLogin: fn(),
    onCategoriesClick: fn(),
    onTimeSlotClick: fn(),
    timeSlotLabel: '',
  },
  render: function Render(args) {
    // The profile menu slot, filled as an app does while someone is signed in.
    const profileMenu = args.userName ? (
      <TopBarProfileMenu userName={args.userName} items={profileItems} onLogout={onLogout} />
    ) : undefined;
    return <TopBar profileMenu={profileMenu} {...args} />;
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody logged in: "Accedi" and an empty cart. */
export const LoggedOut: Story = {};

/** Logged in with items: badge, total and "Vai alla cassa" (from md). */
export const LoggedInWithItems: Story = {
  args: { userName: 'Mario', cartCount: 12, cartTotal: 87.35, timeSlotLabel: 'Gio 14 nov, 10-12' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vai alla cassa' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Carrello, 12 prodotti, totale carrello 87,35\s€$/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Gio 14 nov, 10-12')).not.toBeVisible();
  },
};

/** On a 390 px phone: the time-slot button shows, "Vai alla cassa" does not. */
export const Phone: Story = {
  args: { userName: 'Mario', cartCount: 3, cartTotal: 24.5, timeSlotLabel: 'Gio 14 nov, 10-12' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gio 14 nov, 10-12' })).toBeVisible();
    await expect(canvas.getByText('Vai alla cassa')).not.toBeVisible();
  },
};

/** On the payment page (docs/requirements/app-shell.md): the cart button is disabled and "Vai alla cassa" is gone. */
export const OnPaymentPage: Story = {
  args: {
    userName: 'Mario',
    cartCount: 5,
    cartTotal: 42.1,
    cartDisabled: true,
    hideCheckout: true,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: /^Carrello, 5 prodotti/ });
    await expect(cart).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Vai alla cassa' })).toBeNull();
    await userEvent.click(cart);
    await expect(args.onCartClick).not.toHaveBeenCalled();
  },
};

/** The cart button toggling the cart drawer: `aria-expanded` follows the drawer. */
export const CartDrawerOpen: Story = {
  args: { userName: 'Mario', cartCount: 2, cartTotal: 7.8, cartExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Carrello, 2 prodotti/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The profile menu (`TopBarProfileMenu` in the slot) from the keyboard: Enter opens it, Escape closes it. */
export const ProfileMenuKeyboard: Story = {
  args: { userName: 'Maria Cristina', cartCount: 1, cartTotal: 2.4 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Menu profilo, Maria Cristina');
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Esci' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

/** With the news banner above. */
export const WithNewsBanner: Story = {
  args: {
    userName: 'Mario',
    cartCount: 2,
    cartTotal: 7.8,
    banner: (
      <NewsBanner blockId="story-top-bar" storage={null}>
        Consegna gratuita per ordini sopra 50 € fino al 31 marzo: approfittane subito!
      </NewsBanner>
    ),
  },
};

/** The second example brand (Bottega). */
export const BottegaBrand: Story = {
  args: { userName: 'Mario', cartCount: 4, cartTotal: 31.2 },
  globals: { brand: 'bottega' },
};
