import { render, screen, waitFor } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import type { DrawerSide } from './drawer.styles';
import * as Drawer from './parts';

function renderDrawer(
  props: { side?: DrawerSide; width?: number; onOpenChange?: (open: boolean) => void } = {},
) {
  const { onOpenChange, ...content } = props;
  return render(
    <Drawer.Root onOpenChange={onOpenChange}>
      <Drawer.Trigger>Carrello</Drawer.Trigger>
      <Drawer.Content title="Il tuo carrello" {...content}>
        <Drawer.Description>Tre prodotti</Drawer.Description>
        <Drawer.Body>
          <button type="button">Pomodori pelati</button>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close>Torna alla spesa</Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>,
  );
}

describe('Drawer', () => {
  it('opens from its trigger as a modal dialog named by its title and described', async () => {
    const { user } = renderDrawer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carrello' }));
    const drawer = await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveAccessibleDescription('Tre prodotti');
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer).toHaveAttribute('data-width', '360');
  });

  it('slides from the side and at the width it is given', async () => {
    const { user } = renderDrawer({ side: 'left', width: 680 });
    await user.click(screen.getByRole('button', { name: 'Carrello' }));
    const drawer = await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    expect(drawer).toHaveAttribute('data-side', 'left');
    expect(drawer).toHaveAttribute('data-width', '680');
  });

  it('is a bottom sheet with side="bottom": focus stays inside, Escape closes it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderDrawer({ side: 'bottom', onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Carrello' }));
    const sheet = await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    expect(sheet).toHaveAttribute('data-side', 'bottom');
    // Tabbing through every control never leaves the sheet.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false, { reason: 'escape-key' });
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderDrawer({ onOpenChange });
    const trigger = screen.getByRole('button', { name: 'Carrello' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false, { reason: 'escape-key' });
    expect(trigger).toHaveFocus();
  });

  it('closes with the header close button and with its Close part', async () => {
    const { user } = renderDrawer();
    const trigger = screen.getByRole('button', { name: 'Carrello' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Chiudi pannello' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Torna alla spesa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps the focus inside while open', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Carrello' }));
    const drawer = await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
