import {
  Accordion,
  AccordionContent,
  AccordionHeader,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  BreadcrumbsLink,
  BreadcrumbsRoot,
  ButtonBase,
  CardBrandIcon,
  CarouselBase,
  CarrelloUiProvider,
  CheckboxInput,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  Menu,
  MenuContent,
  MenuItem,
  MenuRoot,
  MenuTrigger,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  QuantityStepperBase,
  SearchBox,
  SearchBoxGroup,
  SearchBoxInput,
  SearchBoxItem,
  SearchBoxListbox,
  SearchBoxPopup,
  SearchBoxRoot,
  SearchBoxStatus,
  SearchBoxSubmit,
  Slot,
  SwitchRoot,
  SwitchThumb,
  ToastProvider,
  ToastRegion,
  VisuallyHidden,
} from '@carrello/ui/headless';

export const metadata = { title: 'Carrello · le parti senza stile da un Server Component' };

// One column that may shrink: a grid item's automatic minimum would let the carousel's track
// widen the column without end.
const section = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 12,
  margin: '24px 0',
} as const;

/**
 * Every component of @carrello/ui/headless that /kit does not write already: the flat parts
 * (`DialogRoot`, `FieldLabel`, …), the remaining namespaces and the unstyled leaves, all written
 * directly in a Server Component with serialisable props only.
 */
export default function KitHeadlessPage() {
  return (
    <CarrelloUiProvider>
      <ToastProvider>
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
          <BreadcrumbsRoot aria-label="Percorso senza stile">
            <BreadcrumbsLink href="/kit">Il kit</BreadcrumbsLink>{' '}
            <BreadcrumbsLink current>Senza stile</BreadcrumbsLink>
          </BreadcrumbsRoot>
          <h1>Le parti senza stile da un Server Component</h1>

          <section aria-labelledby="comandi" style={section}>
            <h2 id="comandi">Comandi</h2>
            <ButtonBase type="button">Aggiungi alla lista</ButtonBase>
            <Slot className="collegamento">
              <a href="/kit/leaves">Tutti i componenti</a>
            </Slot>
            <span>
              <CheckboxInput id="offerte" /> <label htmlFor="offerte">Ricevi le offerte</label>
            </span>
            <SwitchRoot aria-label="Avvisami quando torna disponibile">
              <SwitchThumb />
            </SwitchRoot>
            <QuantityStepperBase aria-label="Quantità di latte" defaultValue={1} />
            <CardBrandIcon brand="visa" />
            <VisuallyHidden>Parti senza stile, per i lettori di schermo</VisuallyHidden>
          </section>

          <section aria-labelledby="vetrina" style={section}>
            <h2 id="vetrina">Vetrina</h2>
            <CarouselBase label="In offerta questa settimana">
              <div>Caffè macinato</div>
              <div>Biscotti al burro</div>
              <div>Succo d’arancia</div>
            </CarouselBase>
          </section>

          <section aria-labelledby="finestre" style={section}>
            <h2 id="finestre">Finestre</h2>
            <DialogRoot>
              <DialogTrigger>Apri le condizioni</DialogTrigger>
              <DialogPortal>
                <DialogOverlay style={{ background: 'rgb(0 0 0 / 40%)' }} />
                <DialogContent style={{ background: '#fff', padding: 24 }}>
                  <DialogTitle>Condizioni di vendita</DialogTitle>
                  <DialogDescription>Reso gratuito entro 14 giorni.</DialogDescription>
                  <DialogFooter>
                    <DialogClose>Chiudi le condizioni</DialogClose>
                  </DialogFooter>
                </DialogContent>
              </DialogPortal>
            </DialogRoot>
            <PopoverRoot>
              <PopoverTrigger>Costi di consegna</PopoverTrigger>
              <PopoverContent>
                Gratis sopra i 50 €. <PopoverClose>Chiudi i costi</PopoverClose>
              </PopoverContent>
            </PopoverRoot>
            <Popover.Root>
              <Popover.Trigger>Punti fedeltà</Popover.Trigger>
              <Popover.Content>
                Un punto ogni euro. <Popover.Close>Chiudi i punti</Popover.Close>
              </Popover.Content>
            </Popover.Root>
            <MenuRoot>
              <MenuTrigger>Le mie liste</MenuTrigger>
              <MenuContent>
                <MenuItem>Spesa settimanale</MenuItem>
              </MenuContent>
            </MenuRoot>
            <Menu.Root>
              <Menu.Trigger>Ordina per</Menu.Trigger>
              <Menu.Content>
                <Menu.Item>Prezzo crescente</Menu.Item>
              </Menu.Content>
            </Menu.Root>
          </section>

          <section aria-labelledby="domande" style={section}>
            <h2 id="domande">Domande</h2>
            <AccordionRoot defaultValue={['resi']}>
              <AccordionItem value="resi">
                <AccordionHeader>
                  <AccordionTrigger>Come faccio un reso?</AccordionTrigger>
                </AccordionHeader>
                <AccordionContent>Dal dettaglio dell’ordine, entro 14 giorni.</AccordionContent>
              </AccordionItem>
            </AccordionRoot>
            <Accordion.Root>
              <Accordion.Item value="pagamenti">
                <Accordion.Header>
                  <Accordion.Trigger>Come posso pagare?</Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>Con carta, buoni pasto o alla consegna.</Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
          </section>

          <section aria-labelledby="moduli" style={section}>
            <h2 id="moduli">Moduli</h2>
            <FieldRoot invalid>
              <FieldLabel>Partita IVA</FieldLabel>
              <FieldControl>
                <input type="text" defaultValue="0123" />
              </FieldControl>
              <FieldDescription>11 cifre.</FieldDescription>
              <FieldError>La partita IVA ha 11 cifre</FieldError>
            </FieldRoot>
          </section>

          <section aria-labelledby="ricerca" style={section}>
            <h2 id="ricerca">Ricerca</h2>
            <SearchBoxRoot>
              <SearchBoxInput aria-label="Cerca tra le offerte" />
              <SearchBoxSubmit>Cerca le offerte</SearchBoxSubmit>
              <SearchBoxPopup>
                <SearchBoxStatus />
                <SearchBoxListbox>
                  <SearchBoxGroup group="recent" label="Ricerche recenti">
                    <SearchBoxItem
                      item={{ kind: 'recent', key: 'r1', text: 'mozzarella' }}
                      index={0}
                    />
                  </SearchBoxGroup>
                </SearchBoxListbox>
              </SearchBoxPopup>
            </SearchBoxRoot>
            <SearchBox.Root>
              <SearchBox.Input aria-label="Cerca nelle ricette" />
              <SearchBox.Submit>Cerca le ricette</SearchBox.Submit>
              <SearchBox.Popup>
                <SearchBox.Status />
                <SearchBox.Listbox>
                  <SearchBox.Group group="recent" label="Ricette recenti">
                    <SearchBox.Item
                      item={{ kind: 'recent', key: 'r2', text: 'lasagne' }}
                      index={0}
                    />
                  </SearchBox.Group>
                </SearchBox.Listbox>
              </SearchBox.Popup>
            </SearchBox.Root>
          </section>
          <ToastRegion aria-label="Notifiche" />
        </main>
      </ToastProvider>
    </CarrelloUiProvider>
  );
}
