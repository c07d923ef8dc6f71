import { act, render, screen, waitFor, within } from '../testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo, setViewport, stubResizeObserver } from '../testing/window';
import { renderOnServer } from '../testing/server-render';
import { footerColumns } from './fixtures';
import { Footer } from './footer';

afterEach(() => {
  scrollWindowTo(0);
  setViewport({ width: 1024 });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFooter(props: Partial<Parameters<typeof Footer>[0]> = {}) {
  return render(
    <Footer
      companyName="Carrello S.p.A."
      year={2026}
      version="3.4.0"
      columns={footerColumns}
      onSubscribe={vi.fn()}
      {...props}
    />,
  );
}

describe('Footer', () => {
  it('shows the copyright and version line', () => {
    renderFooter();
    expect(
      screen.getByText('© 2026 Carrello S.p.A. – Tutti i diritti riservati'),
    ).toBeInTheDocument();
    expect(screen.getByText('Versione 3.4.0')).toBeInTheDocument();
  });

  it('validates the newsletter e-mail with core and shows the server error under the field', async () => {
    const onSubscribe = vi
      .fn()
      .mockResolvedValueOnce({ error: 'Indirizzo già iscritto' })
      .mockResolvedValueOnce(undefined);
    const { user } = renderFooter({ onSubscribe });
    const email = screen.getByRole('textbox', { name: 'La tua e-mail' });
    const subscribe = screen.getByRole('button', { name: 'Iscriviti' });
    await user.click(subscribe);
    // The schema loads with the first check, so the first message comes a moment later.
    await waitFor(() => expect(email).toBeInvalid());
    expect(email).toHaveAccessibleDescription('Campo obbligatorio');
    await user.type(email, 'mario@');
    await user.click(subscribe);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Indirizzo e-mail non valido'));
    await user.clear(email);
    await user.type(email, 'mario.rossi@example.it');
    await user.click(subscribe);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Indirizzo già iscritto'));
    expect(onSubscribe).toHaveBeenCalledWith({ email: 'mario.rossi@example.it' });
    await user.click(subscribe);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Iscrizione completata: controlla la tua e-mail.',
    );
    expect(email).toHaveValue('');
  });

  describe('when onSubscribe only takes the e-mail on to the page that subscribes it', () => {
    it('empties the field and does not say the shopper is subscribed', async () => {
      const onSubscribe = vi.fn().mockResolvedValue({ completed: false });
      const { user } = renderFooter({ onSubscribe });
      const email = screen.getByRole('textbox', { name: 'La tua e-mail' });
      await user.type(email, 'lucia@example.it');
      await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
      await waitFor(() => expect(email).toHaveValue(''));
      expect(onSubscribe).toHaveBeenCalledWith({ email: 'lucia@example.it' });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByText(/Iscrizione completata/)).not.toBeInTheDocument();
    });
  });

  describe('to-top button', () => {
    it('is on the page past 20 px, and shows only once the shopper scrolls back up', async () => {
      const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { user } = renderFooter();
      scrollWindowTo(20);
      expect(screen.queryByRole('button', { name: 'Torna su' })).not.toBeInTheDocument();
      // On the way down it stays out of the shopper's way, over the fields they scroll to.
      scrollWindowTo(21);
      const toTop = screen.getByRole('button', { name: 'Torna su' });
      expect(toTop).not.toBeVisible();
      scrollWindowTo(400);
      expect(toTop).not.toBeVisible();
      // A tremor of a few pixels is not a change of direction.
      scrollWindowTo(394);
      expect(toTop).not.toBeVisible();
      scrollWindowTo(300);
      expect(toTop).toBeVisible();
      await user.click(toTop);
      expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    });

    it('steps aside while the focus is in a form, and shows when the keyboard reaches it', async () => {
      const { user } = renderFooter();
      scrollWindowTo(400);
      scrollWindowTo(300);
      const toTop = screen.getByRole('button', { name: 'Torna su' });
      expect(toTop).toBeVisible();
      const email = screen.getByRole('textbox', { name: 'La tua e-mail' });
      await user.click(email);
      expect(toTop).not.toBeVisible();
      // The form's own button is part of the form too.
      await user.tab();
      expect(screen.getByRole('button', { name: 'Iscriviti' })).toHaveFocus();
      expect(toTop).not.toBeVisible();
      await user.tab();
      expect(screen.getByRole('link', { name: 'La nostra storia' })).toHaveFocus();
      expect(toTop).toBeVisible();
      // Hidden on the way down, it is still in the tab order, and shows as it takes the focus.
      scrollWindowTo(600);
      expect(toTop).not.toBeVisible();
      for (let links = 0; links < 7; links += 1) await user.tab();
      expect(toTop).toHaveFocus();
      expect(toTop).toBeVisible();
    });

    /** Stubs IntersectionObserver; each observer is kept with what it watches and its margin. */
    function stubObservers() {
      const observers: {
        target?: Element;
        rootMargin: string;
        report: (entries: unknown[]) => void;
      }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly entry;
          constructor(report: (entries: unknown[]) => void, options: { rootMargin?: string } = {}) {
            this.entry = { rootMargin: options.rootMargin ?? '0px', report };
            observers.push(this.entry);
          }
          observe(target: Element) {
            Object.assign(this.entry, { target });
          }
          disconnect() {
            observers.splice(observers.indexOf(this.entry), 1);
          }
        },
      );
      return observers;
    }

    it('steps aside while the copyright and version line is on screen', () => {
      const observers = stubObservers();
      renderFooter();
      scrollWindowTo(400);
      scrollWindowTo(300);
      const toTop = screen.getByRole('button', { name: 'Torna su' });
      expect(toTop).toBeVisible();
      const lastLine = observers.find((o) => o.target?.textContent?.includes('Carrello S.p.A.'));
      act(() => lastLine?.report([{ isIntersecting: true }]));
      expect(toTop).not.toBeVisible();
      act(() => lastLine?.report([{ isIntersecting: false }]));
      expect(toTop).toBeVisible();
    });

    it('steps aside while the newsletter form lies in the strip where it floats', () => {
      const observers = stubObservers();
      setViewport({ width: 1440, height: 900 });
      renderFooter();
      scrollWindowTo(400);
      scrollWindowTo(300);
      const toTop = screen.getByRole('button', { name: 'Torna su' });
      expect(toTop).toBeVisible();
      const form = observers.find((o) => o.target?.tagName === 'FORM');
      // The root is cut to the viewport's bottom strip: the button (48), its margin (16) and 8.
      expect(form?.rootMargin).toBe('-828px 0px 0px 0px');
      act(() => form?.report([{ isIntersecting: true }]));
      expect(toTop).not.toBeVisible();
      act(() => form?.report([{ isIntersecting: false }]));
      expect(toTop).toBeVisible();
    });

    it('jumps to the top without a smooth scroll when the shopper asks for reduced motion', async () => {
      const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query === '(prefers-reduced-motion: reduce)',
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
      const { user } = renderFooter();
      scrollWindowTo(400);
      scrollWindowTo(300);
      await user.click(screen.getByRole('button', { name: 'Torna su' }));
      expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    });
  });

  it('keeps room at the bottom of the page for the to-top button while it shows', () => {
    const toTopButton = stubResizeObserver(48);
    const root = document.documentElement;
    const { unmount } = renderFooter();
    expect(root.style.scrollPaddingBottom).toBe('');
    scrollWindowTo(21);
    // The button (48 px), its 16 px from the bottom edge and 8 px of margin.
    expect(root.style.scrollPaddingBottom).toBe('72px');
    // Larger text or a zoom: the button grows, and so does the room kept under a focus.
    toTopButton.resize(60.2);
    expect(root.style.scrollPaddingBottom).toBe('85px');
    // Back at the top the button goes, and so does the room.
    scrollWindowTo(0);
    expect(root.style.scrollPaddingBottom).toBe('');
    scrollWindowTo(21);
    expect(root.style.scrollPaddingBottom).toBe('85px');
    unmount();
    expect(root.style.scrollPaddingBottom).toBe('');
  });

  it('shows link columns as accordions on phones, with Contatti always open', async () => {
    setViewport({ width: 390 });
    const { user } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Link utili' });
    expect(within(nav).getByRole('heading', { name: 'Contatti' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Contatti' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Servizio clienti: 800 123 456' })).toBeVisible();
    const services = within(nav).getByRole('button', { name: 'Servizi' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'href',
      '/page/consegna',
    );
  });

  it('shows plain columns on larger screens', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Link utili' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('heading', { name: 'Servizi' })).toBeInTheDocument();
  });

  it('sends the newsletter form to newsletterAction before JavaScript runs', () => {
    renderFooter({ newsletterAction: '/ricevi-le-comunicazioni' });
    const email = screen.getByRole('textbox', { name: 'La tua e-mail' });
    expect(email).toHaveAttribute('name', 'email');
    expect(email.closest('form')).toHaveAttribute('action', '/ricevi-le-comunicazioni');
    expect(email.closest('form')).toHaveAttribute('method', 'get');
  });
});

describe('Footer rendered on a server', () => {
  it('has every link on the server, hydrates on a phone without a mismatch, then folds the columns', async () => {
    setViewport({ width: 390 });
    const { container, hydrate } = renderOnServer(
      <Footer companyName="Carrello S.p.A." year={2026} columns={footerColumns} />,
    );
    // The server cannot know the screen: every column is a list of links, for any reader.
    expect(within(container).getByRole('link', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'href',
      '/page/consegna',
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onRecoverableError } = hydrate();
    expect(await within(container).findByRole('button', { name: 'Servizi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
