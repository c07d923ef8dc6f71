import { render, screen, waitFor, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { FastSearchDialog } from './fast-search-dialog';

function renderDialog(props: Partial<Parameters<typeof FastSearchDialog>[0]> = {}) {
  const onSearch = vi.fn();
  const { user } = render(<FastSearchDialog defaultOpen onSearch={onSearch} {...props} />);
  return { onSearch, user };
}

describe('FastSearchDialog', () => {
  it('is a 500 px dialog named "Lista della spesa" with its description', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Lista della spesa' });
    expect(dialog).toHaveAttribute('data-width', '500');
    expect(dialog).toHaveAccessibleDescription(
      'Scrivi un prodotto per riga: li cercheremo tutti insieme.',
    );
  });

  it('takes title and description from props (the fast-search-popup category)', async () => {
    renderDialog({ title: 'La tua spesa veloce', description: 'Un prodotto alla volta.' });
    const dialog = await screen.findByRole('dialog', { name: 'La tua spesa veloce' });
    expect(dialog).toHaveAccessibleDescription('Un prodotto alla volta.');
  });

  it('keeps "Cerca" disabled while the list is empty and ignores empty words', async () => {
    const { user } = renderDialog();
    const search = await screen.findByRole('button', { name: 'Cerca' });
    expect(search).toBeDisabled();
    expect(screen.getByText('La lista è vuota: aggiungi almeno un prodotto.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Prodotto' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(search).toBeDisabled();
  });

  it('adds words with Enter or "Aggiungi", removes them, and searches them all', async () => {
    const { user, onSearch } = renderDialog();
    const input = await screen.findByRole('textbox', { name: 'Prodotto' });
    await user.type(input, ' latte {Enter}');
    await user.type(input, 'pane');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await user.type(input, 'uova{Enter}');
    const list = screen.getByRole('list', { name: 'Prodotti da cercare' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['latte', 'pane', 'uova']);
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Rimuovi pane' }));
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch).toHaveBeenCalledWith(['latte', 'uova']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the focus in the list when a word is removed, and gives it to the field at the end', async () => {
    const { user } = renderDialog();
    const input = await screen.findByRole('textbox', { name: 'Prodotto' });
    await user.type(input, 'latte{Enter}pane{Enter}uova{Enter}');
    await user.click(screen.getByRole('button', { name: 'Rimuovi pane' }));
    expect(screen.getByRole('button', { name: 'Rimuovi uova' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Rimuovi latte' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();
  });

  it('counts the word being typed', async () => {
    const { user, onSearch } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Prodotto' }), 'farina');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch).toHaveBeenCalledWith(['farina']);
  });

  it('closes on Escape without searching', async () => {
    const { user, onSearch } = renderDialog({ defaultWords: ['latte'] });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSearch).not.toHaveBeenCalled();
  });
});
