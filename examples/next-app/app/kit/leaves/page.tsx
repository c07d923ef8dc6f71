import {
  AddressCard,
  AddressCombobox,
  AlternativesDialog,
  Badge,
  Button,
  CardBrandIcon,
  Carousel,
  CarrelloUiProvider,
  CartDrawer,
  CartItemList,
  CartSummary,
  CategoryDrawer,
  CategoryHeader,
  ErrorState,
  FastPaymentCard,
  FastSearchDialog,
  FiscalPersonForm,
  Footer,
  GenericPopup,
  IconButton,
  InvoiceForm,
  LazySearchBox,
  LazyTopBarProfileMenu,
  NewsBanner,
  OrderTotals,
  PaymentMethodList,
  PhoneForm,
  ProductCard,
  ProductCardSkeleton,
  ProductGrid,
  QuantityStepper,
  SalesConditions,
  SearchBoxScanButton,
  Select,
  Skeleton,
  SsoCard,
  TextInput,
  ThemeProvider,
  TimeSlotCard,
  TimeSlotPicker,
  ToastProvider,
  TopBar,
  TopBarProfileMenu,
  UpdateDialog,
  UpgradeVersionCard,
  VisuallyHidden,
  bottegaTheme,
} from '@carrello/ui';

import {
  auth,
  cart,
  cartItems,
  categories,
  cities,
  footerColumns,
  paymentTypes,
  products,
  slotDays,
} from '../../../../../packages/ui/src/testing/sample-data';

export const metadata = { title: 'Carrello · i componenti da un Server Component' };

// A Server Component passes no function to a client component, except a Server Action: the
// kit's required callbacks (a form's submit, a card's action) get one, which runs on the server.
async function serverAction() {
  'use server';
}

// One column that may shrink: a grid item's automatic minimum would let the carousel's track
// widen the column without end.
const section = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  margin: '32px 0',
} as const;

/**
 * Every leaf component of @carrello/ui, written directly in a Server Component with serialisable
 * props only: no client file of this app in between. Interactive ones run uncontrolled.
 */
export default function KitLeavesPage() {
  const product = products[1]!;
  return (
    <ToastProvider>
      <TopBar
        logo="Carrello"
        cartCount={cartItems.length}
        cartTotal={cart.grossTotal ?? 0}
        userName="Mario"
        profileMenu={<TopBarProfileMenu userName="Mario" />}
        search={<LazySearchBox inputProps={{ placeholder: 'Cerca nel negozio' }} />}
        banner={<NewsBanner blockId="consegna">Consegna gratuita sopra i 50 €</NewsBanner>}
      />
      <main style={{ maxWidth: 1040, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
        <CategoryHeader title="I componenti da un Server Component" />
        <p>
          <Badge variant="accent">Nuovo</Badge> Ogni componente del kit, senza un file client
          dell’app in mezzo. <VisuallyHidden>Testo per i lettori di schermo</VisuallyHidden>
        </p>

        <section aria-labelledby="catalogo" style={section}>
          <h2 id="catalogo">Catalogo</h2>
          <ProductCard product={product} />
          <ProductGrid products={products} />
          <ProductCardSkeleton />
          <div id="scheletro">
            <Skeleton width={240} height={16} />
          </div>
          <Carousel label="Prodotti consigliati">
            <div>Pane di semola</div>
            <div>Uova fresche</div>
            <div>Mozzarella di bufala</div>
            <div>Olio extravergine</div>
            <div>Pasta di Gragnano</div>
          </Carousel>
          <QuantityStepper aria-label="Quantità di pomodori pelati" defaultValue={2} />
          <AlternativesDialog
            product={products[0]!}
            alternatives={products.slice(1)}
            trigger={<Button variant="secondary">Vedi le alternative</Button>}
          />
          <SearchBoxScanButton />
          <FastSearchDialog trigger={<Button variant="secondary">Spesa veloce</Button>} />
          <IconButton label="Aggiungi ai preferiti">♥</IconButton>
        </section>

        <section aria-labelledby="carrello" style={section}>
          <h2 id="carrello">Carrello</h2>
          <CartItemList items={cartItems} />
          <CartSummary cart={cart} />
          <OrderTotals source={cart} />
          <CartDrawer cart={cart} trigger={<Button>Apri il carrello</Button>} />
        </section>

        <section aria-labelledby="consegna" style={section}>
          <h2 id="consegna">Consegna</h2>
          <AddressCard address={cart.shippingAddress!} />
          <TimeSlotCard timeslot={cart.timeslot} />
          <TimeSlotPicker days={slotDays} />
        </section>

        <section aria-labelledby="pagamento" style={section}>
          <h2 id="pagamento">Pagamento</h2>
          <PaymentMethodList paymentTypes={paymentTypes} />
          <CardBrandIcon maskedNumber="4242********4242" />
          <FastPaymentCard authenticated auth={auth} onPay={serverAction} />
          <SalesConditions href="/page/condizioni" />
        </section>

        <section aria-labelledby="fattura" style={section}>
          <h2 id="fattura">Fattura e contatti</h2>
          <InvoiceForm onAddPerson={serverAction} phoneConfirmed />
          <FiscalPersonForm onSubmit={serverAction} />
          <PhoneForm onSave={serverAction} />
          <AddressCombobox label="Città di consegna" items={cities} minChars={2} />
        </section>

        <section aria-labelledby="account" style={section}>
          <h2 id="account">Account e versioni</h2>
          <SsoCard username="mario.rossi" onRefresh={serverAction} onLogout={serverAction} />
          <UpgradeVersionCard
            version="2.0"
            description="Il nuovo carrello è più veloce."
            onUpgrade={serverAction}
          />
          <LazyTopBarProfileMenu userName="Giulia" />
          <ErrorState />
          <ThemeProvider theme={bottegaTheme}>
            <Button>Tema Bottega</Button>
          </ThemeProvider>
          <CarrelloUiProvider messages={{ cart: { checkout: 'Paga ora' } }}>
            <TextInput aria-label="Nota per il fattorino" placeholder="Citofono Rossi" />
          </CarrelloUiProvider>
          <Select aria-label="Fascia preferita" defaultValue="sera">
            <option value="mattina">Mattina</option>
            <option value="sera">Sera</option>
          </Select>
        </section>

        {/* Dialogs with no trigger: two closed until their `open` changes, a notice open from the
            start. Their content mounts in a portal in the browser: the server writes nothing. */}
        <CategoryDrawer categories={categories} />
        <UpdateDialog onUpdate={serverAction} />
        <GenericPopup title="Avviso" description="Il negozio chiude alle 20." />
      </main>
      <Footer companyName="Carrello S.p.A." columns={footerColumns} />
    </ToastProvider>
  );
}
