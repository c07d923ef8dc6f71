// The props table of the consumer check: one entry per component exported by @carrello/ui and
// @carrello/ui/headless, with the minimal valid props each needs. The check fails when an
// exported component has no entry here (so a new component cannot be skipped) and when an entry
// names something the package no longer exports. A compound namespace (`Dialog`) renders every
// one of its parts (`Dialog.Root`, `Dialog.Trigger`, …): the check looks for each part's name.
import type { ReactElement } from 'react';
import * as ui from '@carrello/ui';
import * as headless from '@carrello/ui/headless';

import {
  auth,
  cart,
  cartItems,
  categories,
  footerColumns,
  paymentTypes,
  products,
  slotDays,
} from './sample-data.js';

export interface RenderCase {
  /** The element to render, server side and then hydrated. */
  render: () => ReactElement;
  /** Why the component may render no markup on the server (a closed dialog, a portal). */
  empty?: string;
  /** Why a styled component collects no CSS. */
  noCss?: string;
}

const noop = () => {};
const portal = 'dialog content lives in a portal mounted on the client; nothing to server-render';

export const uiCases: Record<string, RenderCase> = {
  ThemeProvider: {
    render: () => (
      <ui.ThemeProvider theme={ui.bottegaTheme}>
        <ui.Badge>Nuovo</ui.Badge>
      </ui.ThemeProvider>
    ),
  },
  CarrelloUiProvider: {
    render: () => (
      <ui.CarrelloUiProvider messages={{ cart: { checkout: 'Paga ora' } }}>
        <ui.Button>Paga ora</ui.Button>
      </ui.CarrelloUiProvider>
    ),
  },
  Button: { render: () => <ui.Button onClick={noop}>Aggiungi</ui.Button> },
  IconButton: {
    render: () => (
      <ui.IconButton label="Chiudi" onClick={noop}>
        ×
      </ui.IconButton>
    ),
  },
  VisuallyHidden: {
    render: () => <ui.VisuallyHidden>Solo per i lettori di schermo</ui.VisuallyHidden>,
    noCss: 'the headless part, hidden with an inline style',
  },
  Badge: { render: () => <ui.Badge>Nuovo</ui.Badge> },
  Skeleton: { render: () => <ui.Skeleton /> },
  Dialog: {
    render: () => (
      <ui.Dialog.Root>
        <ui.Dialog.Trigger>Apri</ui.Dialog.Trigger>
        <ui.Dialog.Content>
          <ui.Dialog.Title>Titolo</ui.Dialog.Title>
          <ui.Dialog.Description>Descrizione</ui.Dialog.Description>
          <ui.Dialog.Footer>
            <ui.Dialog.Close>Chiudi</ui.Dialog.Close>
          </ui.Dialog.Footer>
        </ui.Dialog.Content>
        <ui.Dialog.Portal>
          <ui.Dialog.Overlay />
        </ui.Dialog.Portal>
      </ui.Dialog.Root>
    ),
    noCss: 'closed: only the unstyled trigger renders; the styled content mounts in a portal',
  },
  Drawer: {
    render: () => (
      <ui.Drawer.Root>
        <ui.Drawer.Trigger>Carrello</ui.Drawer.Trigger>
        <ui.Drawer.Content title="Carrello">
          <ui.Drawer.Description>Il tuo carrello</ui.Drawer.Description>
          <ui.Drawer.Body>Prodotti</ui.Drawer.Body>
          <ui.Drawer.Footer>
            <ui.Drawer.Close>Chiudi</ui.Drawer.Close>
          </ui.Drawer.Footer>
        </ui.Drawer.Content>
      </ui.Drawer.Root>
    ),
    noCss: 'closed: only the unstyled trigger renders; the styled content mounts in a portal',
  },
  Switch: { render: () => <ui.Switch aria-label="Sostituzioni" /> },
  Checkbox: { render: () => <ui.Checkbox label="Accetto le condizioni" /> },
  QuantityStepper: { render: () => <ui.QuantityStepper value={2} onValueChange={noop} /> },
  Field: {
    render: () => (
      <ui.Field label="Email">
        <ui.TextInput type="email" />
      </ui.Field>
    ),
  },
  TextInput: { render: () => <ui.TextInput aria-label="Nome" /> },
  Select: {
    render: () => (
      <ui.Select aria-label="Provincia" defaultValue="MI">
        <option value="MI">Milano (MI)</option>
      </ui.Select>
    ),
  },
  Accordion: {
    render: () => (
      <ui.Accordion.Root>
        <ui.Accordion.Item value="a">
          <ui.Accordion.Header>
            <ui.Accordion.Trigger>Consegna</ui.Accordion.Trigger>
          </ui.Accordion.Header>
          <ui.Accordion.Content>Consegna in 24 ore.</ui.Accordion.Content>
        </ui.Accordion.Item>
      </ui.Accordion.Root>
    ),
  },
  Popover: {
    render: () => (
      <ui.Popover.Root>
        <ui.Popover.Trigger>Info</ui.Popover.Trigger>
        <ui.Popover.Content>
          Dettagli <ui.Popover.Close>Chiudi</ui.Popover.Close>
        </ui.Popover.Content>
      </ui.Popover.Root>
    ),
  },
  Menu: {
    render: () => (
      <ui.Menu.Root>
        <ui.Menu.Trigger>Profilo</ui.Menu.Trigger>
        <ui.Menu.Content>
          <ui.Menu.Item onSelect={noop}>Esci</ui.Menu.Item>
        </ui.Menu.Content>
      </ui.Menu.Root>
    ),
  },
  ToastProvider: {
    render: () => (
      <ui.ToastProvider>
        <ui.Button>Salva</ui.Button>
      </ui.ToastProvider>
    ),
  },
  Carousel: {
    render: () => (
      <ui.Carousel label="Prodotti consigliati">
        <div>Uno</div>
        <div>Due</div>
      </ui.Carousel>
    ),
  },
  SearchBox: { render: () => <ui.SearchBox onSearch={noop} /> },
  LazySearchBox: { render: () => <ui.LazySearchBox onSearch={noop} /> },
  SearchBoxScanButton: { render: () => <ui.SearchBoxScanButton onClick={noop} /> },
  FastSearchDialog: {
    render: () => <ui.FastSearchDialog trigger={<ui.Button>Spesa veloce</ui.Button>} />,
  },
  CartSummary: { render: () => <ui.CartSummary cart={cart} onCheckout={noop} /> },
  OrderTotals: { render: () => <ui.OrderTotals source={cart} /> },
  AddressCombobox: {
    render: () => (
      <ui.AddressCombobox
        label="Città"
        value="Mil"
        onValueChange={noop}
        items={['Milano', 'Milazzo']}
        itemToString={(city) => city}
        itemKey={(city) => city}
        onPick={noop}
        minChars={2}
      />
    ),
  },
  AlternativesDialog: {
    render: () => (
      <ui.AlternativesDialog
        product={products[0]!}
        alternatives={products.slice(1)}
        trigger={<ui.Button>Alternative</ui.Button>}
      />
    ),
  },
  CartItemList: { render: () => <ui.CartItemList items={cartItems} /> },
  InvoiceForm: { render: () => <ui.InvoiceForm onAddPerson={noop} phoneConfirmed /> },
  FiscalPersonForm: { render: () => <ui.FiscalPersonForm onSubmit={noop} /> },
  PhoneForm: { render: () => <ui.PhoneForm onSave={noop} /> },
  SalesConditions: { render: () => <ui.SalesConditions href="/page/condizioni" /> },
  TopBar: { render: () => <ui.TopBar logo="Carrello" cartCount={2} cartTotal={3.97} /> },
  TopBarProfileMenu: {
    render: () => <ui.TopBarProfileMenu userName="Mario" onLogout={noop} />,
  },
  LazyTopBarProfileMenu: {
    render: () => <ui.LazyTopBarProfileMenu userName="Mario" onLogout={noop} />,
  },
  NewsBanner: { render: () => <ui.NewsBanner blockId={1}>Consegna gratuita</ui.NewsBanner> },
  CategoryDrawer: {
    render: () => <ui.CategoryDrawer categories={categories} open onOpenChange={noop} />,
    empty: portal,
  },
  Footer: { render: () => <ui.Footer companyName="Carrello S.p.A." columns={footerColumns} /> },
  SsoCard: { render: () => <ui.SsoCard username="mario" onRefresh={noop} onLogout={noop} /> },
  UpdateDialog: { render: () => <ui.UpdateDialog open onUpdate={noop} />, empty: portal },
  UpgradeVersionCard: {
    render: () => <ui.UpgradeVersionCard version="2.0" description="Novità" onUpgrade={noop} />,
  },
  GenericPopup: {
    render: () => <ui.GenericPopup open title="Avviso" description="Testo" />,
    empty: portal,
  },
  CardBrandIcon: {
    render: () => <ui.CardBrandIcon maskedNumber="4242********4242" />,
    noCss: 'an inline SVG drawn with attributes',
  },
  FastPaymentCard: { render: () => <ui.FastPaymentCard authenticated auth={auth} onPay={noop} /> },
  PaymentMethodList: { render: () => <ui.PaymentMethodList paymentTypes={paymentTypes} /> },
  CategoryHeader: { render: () => <ui.CategoryHeader title="Frutta e verdura" /> },
  Breadcrumbs: {
    render: () => (
      <ui.Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Frutta e verdura' }]} />
    ),
  },
  EmptyState: { render: () => <ui.EmptyState title="Nessun prodotto" /> },
  ErrorState: { render: () => <ui.ErrorState onRetry={noop} /> },
  AddressCard: { render: () => <ui.AddressCard address={cart.shippingAddress!} /> },
  TimeSlotPicker: { render: () => <ui.TimeSlotPicker days={slotDays} /> },
  TimeSlotCard: { render: () => <ui.TimeSlotCard timeslot={cart.timeslot} /> },
  CartDrawer: {
    render: () => <ui.CartDrawer cart={cart} trigger={<ui.Button>Carrello</ui.Button>} />,
  },
  ProductCard: { render: () => <ui.ProductCard product={products[1]!} onAddToCart={noop} /> },
  ProductCardSkeleton: { render: () => <ui.ProductCardSkeleton /> },
  ProductGrid: { render: () => <ui.ProductGrid products={products} onAddToCart={noop} /> },
};

const h = headless;

// The parts of one headless widget render inside the same wrappers of its root.
const closedDialog: RenderCase = {
  render: () => (
    <h.DialogRoot>
      <h.DialogTrigger>Apri</h.DialogTrigger>
    </h.DialogRoot>
  ),
};
/** `content` in the portal of an open dialog, which mounts on the client only. */
const inOpenDialog = (content: ReactElement): RenderCase => ({
  render: () => (
    <h.DialogRoot defaultOpen>
      <h.DialogPortal>{content}</h.DialogPortal>
    </h.DialogRoot>
  ),
  empty: portal,
});
const inField = (part: ReactElement): RenderCase => ({
  render: () => <h.FieldRoot>{part}</h.FieldRoot>,
});
const inAccordionItem = (part: ReactElement, defaultValue?: string[]): RenderCase => ({
  render: () => (
    <h.AccordionRoot {...(defaultValue ? { defaultValue } : {})}>
      <h.AccordionItem value="a">{part}</h.AccordionItem>
    </h.AccordionRoot>
  ),
});
const closedPopover: RenderCase = {
  render: () => (
    <h.PopoverRoot>
      <h.PopoverTrigger>Info</h.PopoverTrigger>
    </h.PopoverRoot>
  ),
};
const inOpenPopover = (content: ReactElement): RenderCase => ({
  render: () => (
    <h.PopoverRoot defaultOpen>
      <h.PopoverTrigger>Info</h.PopoverTrigger>
      {content}
    </h.PopoverRoot>
  ),
});
const closedMenu: RenderCase = {
  render: () => (
    <h.MenuRoot>
      <h.MenuTrigger>Profilo</h.MenuTrigger>
    </h.MenuRoot>
  ),
};
const inOpenMenu = (item: ReactElement): RenderCase => ({
  render: () => (
    <h.MenuRoot defaultOpen>
      <h.MenuTrigger>Profilo</h.MenuTrigger>
      <h.MenuContent>{item}</h.MenuContent>
    </h.MenuRoot>
  ),
});
/** Downshift needs its menu in every composition: `parts` include a listbox. */
const inSearchBox = (parts: ReactElement): RenderCase => ({
  render: () => (
    <h.SearchBoxRoot onSearch={noop}>
      <h.SearchBoxInput aria-label="Cerca" />
      {parts}
    </h.SearchBoxRoot>
  ),
});
const breadcrumbs: RenderCase = {
  render: () => (
    <h.BreadcrumbsRoot>
      <h.BreadcrumbsLink href="/">Home</h.BreadcrumbsLink>
    </h.BreadcrumbsRoot>
  ),
};

export const headlessCases: Record<string, RenderCase> = {
  CarrelloUiProvider: {
    render: () => (
      <h.CarrelloUiProvider>
        <h.VisuallyHidden>Testo</h.VisuallyHidden>
      </h.CarrelloUiProvider>
    ),
  },
  Slot: {
    render: () => (
      <h.Slot className="link">
        <a href="/">Home</a>
      </h.Slot>
    ),
  },
  VisuallyHidden: { render: () => <h.VisuallyHidden>Testo</h.VisuallyHidden> },
  ButtonBase: { render: () => <h.ButtonBase>Aggiungi</h.ButtonBase> },
  Dialog: {
    render: () => (
      <h.Dialog.Root>
        <h.Dialog.Trigger>Apri</h.Dialog.Trigger>
        <h.Dialog.Portal>
          <h.Dialog.Overlay />
          <h.Dialog.Content>
            <h.Dialog.Title>Titolo</h.Dialog.Title>
            <h.Dialog.Description>Descrizione</h.Dialog.Description>
            <h.Dialog.Footer>
              <h.Dialog.Close>Chiudi</h.Dialog.Close>
            </h.Dialog.Footer>
          </h.Dialog.Content>
        </h.Dialog.Portal>
      </h.Dialog.Root>
    ),
  },
  DialogRoot: closedDialog,
  DialogTrigger: closedDialog,
  DialogPortal: inOpenDialog(<h.DialogContent aria-label="Dialogo">Testo</h.DialogContent>),
  DialogOverlay: inOpenDialog(<h.DialogOverlay />),
  DialogContent: inOpenDialog(<h.DialogContent aria-label="Dialogo">Testo</h.DialogContent>),
  DialogTitle: inOpenDialog(
    <h.DialogContent>
      <h.DialogTitle>Titolo</h.DialogTitle>
    </h.DialogContent>,
  ),
  DialogDescription: inOpenDialog(
    <h.DialogContent aria-label="Dialogo">
      <h.DialogDescription>Descrizione</h.DialogDescription>
    </h.DialogContent>,
  ),
  DialogFooter: inOpenDialog(
    <h.DialogContent aria-label="Dialogo">
      <h.DialogFooter>
        <h.DialogClose>Chiudi</h.DialogClose>
      </h.DialogFooter>
    </h.DialogContent>,
  ),
  DialogClose: inOpenDialog(
    <h.DialogContent aria-label="Dialogo">
      <h.DialogClose>Chiudi</h.DialogClose>
    </h.DialogContent>,
  ),
  Switch: {
    render: () => (
      <h.Switch.Root aria-label="Sostituzioni">
        <h.Switch.Thumb />
      </h.Switch.Root>
    ),
  },
  SwitchRoot: { render: () => <h.SwitchRoot aria-label="Sostituzioni" /> },
  SwitchThumb: {
    render: () => (
      <h.SwitchRoot aria-label="Sostituzioni">
        <h.SwitchThumb />
      </h.SwitchRoot>
    ),
  },
  CheckboxInput: { render: () => <h.CheckboxInput aria-label="Accetto" /> },
  QuantityStepperBase: {
    render: () => <h.QuantityStepperBase value={1} onValueChange={noop} />,
  },
  Field: {
    render: () => (
      <h.Field.Root>
        <h.Field.Label>Email</h.Field.Label>
        <h.Field.Control>
          <input type="email" />
        </h.Field.Control>
        <h.Field.Description>La useremo per la ricevuta.</h.Field.Description>
        <h.Field.Error>Email non valida</h.Field.Error>
      </h.Field.Root>
    ),
  },
  FieldRoot: {
    render: () => (
      <h.FieldRoot>
        <h.FieldLabel>Email</h.FieldLabel>
        <h.FieldControl>
          <input type="email" />
        </h.FieldControl>
      </h.FieldRoot>
    ),
  },
  FieldLabel: inField(<h.FieldLabel>Email</h.FieldLabel>),
  FieldControl: inField(
    <h.FieldControl>
      <input aria-label="Email" />
    </h.FieldControl>,
  ),
  FieldDescription: inField(<h.FieldDescription>Aiuto</h.FieldDescription>),
  FieldError: inField(<h.FieldError>Errore</h.FieldError>),
  Accordion: {
    render: () => (
      <h.Accordion.Root>
        <h.Accordion.Item value="a">
          <h.Accordion.Header>
            <h.Accordion.Trigger>Consegna</h.Accordion.Trigger>
          </h.Accordion.Header>
          <h.Accordion.Content>Consegna in 24 ore.</h.Accordion.Content>
        </h.Accordion.Item>
      </h.Accordion.Root>
    ),
  },
  AccordionRoot: {
    render: () => (
      <h.AccordionRoot defaultValue={['a']}>
        <h.AccordionItem value="a">
          <h.AccordionHeader>
            <h.AccordionTrigger>Consegna</h.AccordionTrigger>
          </h.AccordionHeader>
          <h.AccordionContent>Consegna in 24 ore.</h.AccordionContent>
        </h.AccordionItem>
      </h.AccordionRoot>
    ),
  },
  AccordionItem: {
    render: () => (
      <h.AccordionRoot>
        <h.AccordionItem value="a" />
      </h.AccordionRoot>
    ),
  },
  AccordionHeader: inAccordionItem(<h.AccordionHeader>Consegna</h.AccordionHeader>),
  AccordionTrigger: inAccordionItem(<h.AccordionTrigger>Consegna</h.AccordionTrigger>),
  AccordionContent: inAccordionItem(<h.AccordionContent>Testo</h.AccordionContent>, ['a']),
  Popover: {
    render: () => (
      <h.Popover.Root>
        <h.Popover.Trigger>Info</h.Popover.Trigger>
        <h.Popover.Content>
          Dettagli <h.Popover.Close>Chiudi</h.Popover.Close>
        </h.Popover.Content>
      </h.Popover.Root>
    ),
  },
  PopoverRoot: closedPopover,
  PopoverTrigger: closedPopover,
  PopoverContent: inOpenPopover(<h.PopoverContent>Dettagli</h.PopoverContent>),
  PopoverClose: inOpenPopover(
    <h.PopoverContent>
      <h.PopoverClose>Chiudi</h.PopoverClose>
    </h.PopoverContent>,
  ),
  Menu: {
    render: () => (
      <h.Menu.Root>
        <h.Menu.Trigger>Profilo</h.Menu.Trigger>
        <h.Menu.Content>
          <h.Menu.Item onSelect={noop}>Esci</h.Menu.Item>
        </h.Menu.Content>
      </h.Menu.Root>
    ),
  },
  MenuRoot: closedMenu,
  MenuTrigger: closedMenu,
  MenuContent: inOpenMenu(<h.MenuItem>Esci</h.MenuItem>),
  MenuItem: inOpenMenu(<h.MenuItem onSelect={noop}>Esci</h.MenuItem>),
  ToastProvider: {
    render: () => (
      <h.ToastProvider>
        <h.ToastRegion />
      </h.ToastProvider>
    ),
  },
  ToastRegion: {
    render: () => (
      <h.ToastProvider>
        <h.ToastRegion aria-label="Notifiche" />
      </h.ToastProvider>
    ),
  },
  CarouselBase: {
    render: () => (
      <h.CarouselBase label="Prodotti consigliati">
        <div>Uno</div>
        <div>Due</div>
      </h.CarouselBase>
    ),
  },
  SearchBox: {
    render: () => (
      <h.SearchBox.Root value="pomo" onValueChange={noop} onSearch={noop}>
        <h.SearchBox.Input placeholder="Cerca prodotti" />
        <h.SearchBox.Submit>Cerca</h.SearchBox.Submit>
        <h.SearchBox.Popup>
          <h.SearchBox.Status />
          <h.SearchBox.Listbox>
            <h.SearchBox.Group group="recent" label="Ricerche recenti">
              <h.SearchBox.Item item={{ kind: 'recent', key: 'r1', text: 'pomodori' }} index={0} />
            </h.SearchBox.Group>
          </h.SearchBox.Listbox>
        </h.SearchBox.Popup>
      </h.SearchBox.Root>
    ),
  },
  SearchBoxRoot: inSearchBox(<h.SearchBoxListbox />),
  SearchBoxInput: inSearchBox(<h.SearchBoxListbox />),
  SearchBoxSubmit: inSearchBox(
    <>
      <h.SearchBoxSubmit>Cerca</h.SearchBoxSubmit>
      <h.SearchBoxListbox />
    </>,
  ),
  SearchBoxPopup: inSearchBox(
    <h.SearchBoxPopup>
      <h.SearchBoxListbox />
    </h.SearchBoxPopup>,
  ),
  // Downshift needs its menu in this composition too.
  SearchBoxStatus: {
    render: () => (
      <h.SearchBoxRoot onSearch={noop} loading>
        <h.SearchBoxInput aria-label="Cerca" />
        <h.SearchBoxStatus />
        <h.SearchBoxListbox />
      </h.SearchBoxRoot>
    ),
  },
  SearchBoxListbox: inSearchBox(<h.SearchBoxListbox />),
  SearchBoxGroup: inSearchBox(
    <h.SearchBoxListbox>
      <h.SearchBoxGroup group="recent" label="Ricerche recenti" />
    </h.SearchBoxListbox>,
  ),
  SearchBoxItem: inSearchBox(
    <h.SearchBoxListbox>
      <h.SearchBoxItem item={{ kind: 'recent', key: 'r1', text: 'pomodori' }} index={0} />
    </h.SearchBoxListbox>,
  ),
  CardBrandIcon: { render: () => <h.CardBrandIcon brand="visa" /> },
  Breadcrumbs: {
    render: () => (
      <h.Breadcrumbs.Root>
        <h.Breadcrumbs.Link href="/">Home</h.Breadcrumbs.Link>
      </h.Breadcrumbs.Root>
    ),
  },
  BreadcrumbsRoot: breadcrumbs,
  BreadcrumbsLink: breadcrumbs,
};
