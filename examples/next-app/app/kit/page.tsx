import {
  Accordion,
  Badge,
  Breadcrumbs,
  Button,
  Checkbox,
  Dialog,
  Drawer,
  EmptyState,
  Field,
  Menu,
  Popover,
  SearchBox,
  Switch,
  TextInput,
} from '@carrello/ui';
import {
  Breadcrumbs as HeadlessBreadcrumbs,
  Dialog as HeadlessDialog,
  Field as HeadlessField,
  Switch as HeadlessSwitch,
} from '@carrello/ui/headless';

export const metadata = { title: 'Carrello · il kit da un Server Component' };

/**
 * The kit's compound widgets (every part of each; the leaves are on /kit/leaves and the headless
 * flat parts on /kit/headless) written as `Widget.Part` in a Server Component, with no client file
 * of this app in between: each compound is a module namespace whose parts are the kit's own client
 * references, so the server renders what it can and the browser hydrates each part.
 */
export default function KitPage() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
      <HeadlessBreadcrumbs.Root>
        <ol style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
          <li>
            <HeadlessBreadcrumbs.Link href="/">Home</HeadlessBreadcrumbs.Link>
          </li>
          <li>
            <HeadlessBreadcrumbs.Link current>Il kit</HeadlessBreadcrumbs.Link>
          </li>
        </ol>
      </HeadlessBreadcrumbs.Root>
      <h1>
        Il kit da un Server Component <Badge variant="accent">Nuovo</Badge>
      </h1>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Il kit' }]} />
      <Breadcrumbs.Root aria-label="Percorso nel kit">
        <ol style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
          <li>
            <Breadcrumbs.Link href="/">Catalogo</Breadcrumbs.Link>
          </li>
          <li>
            <Breadcrumbs.Link current>Componenti</Breadcrumbs.Link>
          </li>
        </ol>
      </Breadcrumbs.Root>
      <SearchBox inputProps={{ placeholder: 'Cerca nel kit' }} />

      <section aria-labelledby="finestre" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <h2 id="finestre" style={{ width: '100%' }}>
          Finestre e pannelli
        </h2>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Apri la lista</Button>
          </Dialog.Trigger>
          <Dialog.Content width={500}>
            <Dialog.Title>Lista della spesa</Dialog.Title>
            <Dialog.Description>Latte, pane e uova per la settimana.</Dialog.Description>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="secondary">Chiudi la lista</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>

        <Drawer.Root>
          <Drawer.Trigger asChild>
            <Button variant="secondary">Apri il pannello</Button>
          </Drawer.Trigger>
          <Drawer.Content side="right" title="Il tuo carrello">
            <Drawer.Description>Tre prodotti, consegna domani.</Drawer.Description>
            <Drawer.Body>Latte intero 1 l · Pane di semola · Uova fresche</Drawer.Body>
            <Drawer.Footer>
              <Drawer.Close asChild>
                <Button>Torna alla spesa</Button>
              </Drawer.Close>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Root>

        <Popover.Root>
          <Popover.Trigger asChild>
            <Button variant="secondary">Orari del negozio</Button>
          </Popover.Trigger>
          <Popover.Content>
            Aperto dalle 8 alle 20.{' '}
            <Popover.Close asChild>
              <Button variant="secondary">Chiudi gli orari</Button>
            </Popover.Close>
          </Popover.Content>
        </Popover.Root>

        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="secondary">Il mio profilo</Button>
          </Menu.Trigger>
          <Menu.Content>
            <Menu.Item asChild>
              <a href="/">I miei ordini</a>
            </Menu.Item>
            <Menu.Item asChild>
              <a href="/">Le mie liste</a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Root>

        <HeadlessDialog.Root>
          <HeadlessDialog.Trigger>Apri la finestra senza stile</HeadlessDialog.Trigger>
          <HeadlessDialog.Portal>
            <HeadlessDialog.Overlay />
            <HeadlessDialog.Content>
              <HeadlessDialog.Title>Una finestra tua</HeadlessDialog.Title>
              <HeadlessDialog.Description>
                Il contenuto e lo stile sono tuoi.
              </HeadlessDialog.Description>
              <HeadlessDialog.Footer>
                <HeadlessDialog.Close>Chiudi la finestra</HeadlessDialog.Close>
              </HeadlessDialog.Footer>
            </HeadlessDialog.Content>
          </HeadlessDialog.Portal>
        </HeadlessDialog.Root>

        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="secondary">Apri l’avviso</Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay>
              <HeadlessDialog.Content
                style={{ background: '#fff', padding: 24, margin: '20vh auto', maxWidth: 360 }}
              >
                <HeadlessDialog.Title>Consegna gratuita</HeadlessDialog.Title>
                <Dialog.Close asChild>
                  <Button>Ho capito</Button>
                </Dialog.Close>
              </HeadlessDialog.Content>
            </Dialog.Overlay>
          </Dialog.Portal>
        </Dialog.Root>
      </section>

      <section aria-labelledby="domande">
        <h2 id="domande">Domande frequenti</h2>
        <Accordion.Root>
          <Accordion.Item value="consegna">
            <Accordion.Header>
              <Accordion.Trigger>Quando arriva la spesa?</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>Nella fascia oraria che scegli, da 2 ore in poi.</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      </section>

      <section aria-labelledby="moduli">
        <h2 id="moduli">Moduli</h2>
        <Field label="Email">
          <TextInput type="email" autoComplete="email" />
        </Field>
        <HeadlessField.Root>
          <HeadlessField.Label>Codice sconto</HeadlessField.Label>
          <HeadlessField.Control>
            <input type="text" />
          </HeadlessField.Control>
          <HeadlessField.Description>Lo trovi nello scontrino.</HeadlessField.Description>
          <HeadlessField.Error>Il codice è scaduto</HeadlessField.Error>
        </HeadlessField.Root>
        <Field.Root>
          <Field.Label>Codice fiscale</Field.Label>
          <Field.Control>
            <TextInput type="text" autoComplete="off" />
          </Field.Control>
          <Field.Description>16 caratteri, come sulla tessera sanitaria.</Field.Description>
        </Field.Root>
        <Switch label="Accetta sostituzioni" />
        <Switch.Root aria-label="Consegna senza contatto">
          <Switch.Thumb />
        </Switch.Root>
        <HeadlessSwitch.Root aria-label="Sacchetti biodegradabili">
          <HeadlessSwitch.Thumb />
        </HeadlessSwitch.Root>
        <Checkbox label="Ho bisogno della fattura" />
      </section>

      <EmptyState title="Nessun ordine" description="Gli ordini che fai compaiono qui." />
    </main>
  );
}
