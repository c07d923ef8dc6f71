import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import * as HeadlessPopover from './headless-parts';
import * as Popover from './parts';

function renderPopover(props: { onOpenChange?: (open: boolean) => void; open?: boolean } = {}) {
  return render(
    <>
      <Popover.Root {...props}>
        <Popover.Trigger>Orari del negozio</Popover.Trigger>
        <Popover.Content aria-label="Orari">
          <p>Dal lunedì al sabato, 8:00–20:00.</p>
          <Popover.Close>Chiudi</Popover.Close>
        </Popover.Content>
      </Popover.Root>
      <button type="button">Fuori</button>
    </>,
  );
}

describe('Popover', () => {
  it('opens from its trigger, which says it is expanded and controls the panel', async () => {
    const { user } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Orari del negozio' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Orari' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(panel).toHaveTextContent('Dal lunedì al sabato, 8:00–20:00.');
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const { user } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Orari del negozio' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Orari' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button and with a press outside', async () => {
    const { user } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Orari del negozio' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Orari' });
    await user.click(screen.getByRole('button', { name: 'Fuori' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a controlled open prop and reports requests to close', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderPopover({ open: true, onOpenChange });
    await screen.findByRole('dialog', { name: 'Orari' });
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Orari' })).toBeInTheDocument();
  });

  it('lets the user handler of Close keep the popover open', async () => {
    const { user } = render(
      <HeadlessPopover.Root defaultOpen>
        <HeadlessPopover.Trigger>Orari</HeadlessPopover.Trigger>
        <HeadlessPopover.Content aria-label="Orari">
          <HeadlessPopover.Close onClick={(event) => event.preventDefault()}>
            Chiudi
          </HeadlessPopover.Close>
        </HeadlessPopover.Content>
      </HeadlessPopover.Root>,
    );
    await user.click(await screen.findByRole('button', { name: 'Chiudi' }));
    expect(screen.getByRole('dialog', { name: 'Orari' })).toBeInTheDocument();
  });

  it('throws a clear error when a part is used outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeadlessPopover.Content />)).toThrow(
      '`Popover.Content` must be used within `Popover.Root`',
    );
  });
});
