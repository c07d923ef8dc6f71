import { fireEvent, render, screen, waitFor } from '../testing/render';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SlotDialogPage } from '../testing/slot-dialog';
import * as HeadlessDialog from './headless-parts';
import * as Dialog from './parts';

function renderDialog(onOpenChange?: (open: boolean) => void) {
  return render(
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Apri</Dialog.Trigger>
      <Dialog.Content width={500}>
        <Dialog.Title>Aggiornamento disponibile</Dialog.Title>
        <Dialog.Description>Ricarica la pagina per aggiornare.</Dialog.Description>
        <button type="button">Aggiorna</button>
      </Dialog.Content>
    </Dialog.Root>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the close button', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderDialog(onOpenChange);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiornamento disponibile' });
    expect(dialog).toHaveAccessibleDescription('Ricarica la pagina per aggiornare.');
    expect(dialog).toHaveAttribute('data-width', '500');
    expect(onOpenChange).toHaveBeenLastCalledWith(true, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false, expect.anything());
  });

  it('closes on Escape', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a controlled open prop and reports requests to close', async () => {
    const onOpenChange = vi.fn();
    const { rerender, user } = render(
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Lista della spesa</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await screen.findByRole('dialog', { name: 'Lista della spesa' });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false, { reason: 'escape-key' });
    // Still open until the parent changes the prop.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(
      <Dialog.Root open={false} onOpenChange={onOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Lista della spesa</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back to the control that opened it, after its content took the focus', async () => {
    function Field() {
      const [ref, setRef] = useState<HTMLInputElement | null>(null);
      useEffect(() => ref?.focus(), [ref]);
      return <input ref={setRef} aria-label="Giorno" />;
    }
    const { user } = render(
      <SlotDialogPage>
        <Field />
      </SlotDialogPage>,
    );
    const opener = screen.getByRole('button', { name: 'Cambia data e ora' });
    opener.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Giorno' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('throws a clear error when a part is used outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeadlessDialog.Content />)).toThrow(
      '`Dialog.Content` must be used within `Dialog.Root`',
    );
  });

  it('builds a content of its own from the Portal, Overlay and Footer parts', async () => {
    const { user } = render(
      <Dialog.Root>
        <Dialog.Trigger>Apri</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay data-testid="backdrop">
            <HeadlessDialog.Content>
              <Dialog.Title>Svuotare il carrello?</Dialog.Title>
              <Dialog.Footer>
                <Dialog.Close>Annulla</Dialog.Close>
              </Dialog.Footer>
            </HeadlessDialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Svuotare il carrello?' });
    expect(screen.getByTestId('backdrop')).toContainElement(dialog);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apri' })).toHaveFocus();
  });

  it('throws a clear error when the Footer is used outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeadlessDialog.Footer />)).toThrow(
      '`Dialog.Footer` must be used within `Dialog.Root`',
    );
  });

  describe('when a second dialog opens from inside the first one', () => {
    function Stacked() {
      const [second, setSecond] = useState(false);
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <Dialog.Root open onOpenChange={() => setClicks((count) => count)}>
            <Dialog.Content width={680}>
              <Dialog.Title>Il tuo carrello</Dialog.Title>
              <button type="button" onClick={() => setSecond(true)}>
                Cambia indirizzo
              </button>
              <p>{clicks}</p>
            </Dialog.Content>
          </Dialog.Root>
          {second ? (
            <Dialog.Root open onOpenChange={setSecond}>
              <Dialog.Content width={560}>
                <Dialog.Title>Scegli dove ricevere la spesa</Dialog.Title>
                <button type="button" onClick={() => setClicks((count) => count + 1)}>
                  Aggiorna il carrello
                </button>
              </Dialog.Content>
            </Dialog.Root>
          ) : null}
        </>
      );
    }

    it('closes only the top dialog when Escape lands in the first before the focus moves up', async () => {
      const onFirstOpenChange = vi.fn();
      function Nested() {
        const [second, setSecond] = useState(false);
        return (
          <Dialog.Root defaultOpen onOpenChange={onFirstOpenChange}>
            <Dialog.Content width={680}>
              <Dialog.Title>Il tuo carrello</Dialog.Title>
              <button type="button" onClick={() => setSecond(true)}>
                Scegli indirizzo
              </button>
              {/* Rendered from inside the first one, as the cart drawer does. */}
              <Dialog.Root open={second} onOpenChange={setSecond}>
                <Dialog.Portal>
                  <Dialog.Content width={560}>
                    <Dialog.Title>Scegli dove ricevere la spesa</Dialog.Title>
                    <Dialog.Close>Annulla</Dialog.Close>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </Dialog.Content>
          </Dialog.Root>
        );
      }
      const { user } = render(<Nested />);
      const opener = await screen.findByRole('button', { name: 'Scegli indirizzo' });
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
      // The key lands on the first dialog's button, where the focus still was (a loaded machine,
      // a second dialog whose content takes time to take the focus).
      fireEvent.keyDown(opener, { key: 'Escape' });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Scegli dove/ })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
      expect(onFirstOpenChange).not.toHaveBeenCalled();
      // With nothing above it, the next Escape closes the first one.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onFirstOpenChange).toHaveBeenCalledWith(false, { reason: 'escape-key' });
    });

    it('makes the page behind an open dialog inert, and lets it go when it closes', async () => {
      const { user } = render(
        <>
          <main>
            <button type="button">Aggiungi al carrello</button>
          </main>
          <Dialog.Root defaultOpen>
            <Dialog.Content width={480}>
              <Dialog.Title>Scegli la fascia oraria</Dialog.Title>
              <Dialog.Close>Annulla</Dialog.Close>
            </Dialog.Content>
          </Dialog.Root>
        </>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Scegli la fascia oraria' });
      const behind = document.querySelector('main')!;
      await waitFor(() => expect(behind.closest('[inert]')).not.toBeNull());
      expect(dialog.closest('[inert]')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Annulla' }));
      await waitFor(() => expect(behind.closest('[inert]')).toBeNull());
    });

    it('keeps the second one reachable by assistive technology and hides the first', async () => {
      const { user } = render(<Stacked />);
      await user.click(await screen.findByRole('button', { name: 'Cambia indirizzo' }));
      const second = await screen.findByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
      // The first dialog re-renders under the second one (its cart changed): still not hidden.
      await user.click(screen.getByRole('button', { name: 'Aggiorna il carrello' }));
      await waitFor(() =>
        expect(screen.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' })).toBe(second),
      );
      expect(second.closest('[aria-hidden="true"], [inert]')).toBeNull();
      // The first one is inert under the second (Testing Library's queries do not read `inert`).
      expect(
        screen.getByRole('dialog', { name: 'Il tuo carrello' }).closest('[inert]'),
      ).not.toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Scegli dove/ })).not.toBeInTheDocument(),
      );
      expect(await screen.findByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    });
  });
});
