import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdCodeBack, type HeldCode } from '../testing/held-code';
import { withKeysUnwrapped } from '../testing/keys-unwrapped';
import type { LazySearchBoxProps } from './lazy-search-box';

/**
 * LazySearchBox loads its combobox's code (the styled SearchBox, on Downshift) on demand. These
 * tests hold that code back until `code.arrive()` to act on the plain box first, as a shopper on
 * a slow network would.
 */
let code: HeldCode;

beforeEach(() => {
  vi.resetModules();
  code = holdCodeBack();
  vi.doMock('./search-box.styles', code.load);
});

async function renderBox(props: Partial<LazySearchBoxProps> = {}) {
  const { ThemeProvider } = await import('../theme/theme-provider');
  const { LazySearchBox, preloadSearchBox } = await import('./lazy-search-box');
  const onSearch = vi.fn();
  const onValueChange = vi.fn();
  function Harness() {
    const [text, setText] = useState('');
    return (
      <LazySearchBox
        value={text}
        onValueChange={(next) => {
          onValueChange(next);
          setText(next);
        }}
        onSearch={onSearch}
        suggestions={{ terms: [{ type: 'term', name: 'latte fresco', id: null, count: 3 }] }}
        {...props}
      />
    );
  }
  render(
    <ThemeProvider>
      <h1>Fuori</h1>
      <Harness />
    </ThemeProvider>,
  );
  return { onSearch, onValueChange, preloadSearchBox, user: userEvent.setup() };
}

const BOX = { name: 'Cerca prodotti' };

/** Lets the held load settle, then checks that the shopper still has the plain box, no combobox. */
async function expectPlainWhileHeld(input: HTMLElement) {
  await code.held();
  expect(screen.getByRole('searchbox', BOX)).toBe(input);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
}

// Every test imports the widget afresh (vi.resetModules, for an empty module cache of the lazy
// code), which takes a few seconds on a busy machine: a longer time limit than the default 5 s.
describe('LazySearchBox', { timeout: 30_000 }, () => {
  it('is a plain search box in a search landmark, with the same name and placeholder', async () => {
    const { user } = await renderBox();
    const input = screen.getByRole('searchbox', BOX);
    await user.click(input);
    await expectPlainWhileHeld(input);
    expect(screen.getByRole('search', BOX)).toContainElement(input);
    expect(input).toHaveAttribute('placeholder', 'Cerca tra migliaia di prodotti');
    code.arrive();
    const combobox = await screen.findByRole('combobox', BOX);
    expect(screen.getByRole('search', BOX)).toContainElement(combobox);
    expect(combobox).toHaveAttribute('placeholder', 'Cerca tra migliaia di prodotti');
  });

  it('searches the typed text on Enter and on the search button, never without text', async () => {
    const { onSearch, onValueChange, user } = await renderBox();
    const input = screen.getByRole('searchbox', BOX);
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' latte {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'latte', reason: 'submit' });
    expect(onValueChange).toHaveBeenLastCalledWith(' latte ');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await expectPlainWhileHeld(input);
    code.arrive();
  });

  it('does not load the combobox until the shopper moves to the box', async () => {
    const { user } = await renderBox();
    code.arrive();
    await user.click(screen.getByRole('heading', { name: 'Fuori' }));
    expect(code.requested).toBe(0);
    expect(screen.getByRole('searchbox', BOX)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // Moving the pointer onto the box is moving to it.
    await user.hover(screen.getByRole('searchbox', BOX));
    expect(await screen.findByRole('combobox', BOX)).not.toHaveFocus();
    expect(code.requested).toBe(1);
  });

  it('becomes the combobox on first focus', async () => {
    const { user } = await renderBox();
    code.arrive();
    await user.click(screen.getByRole('searchbox', BOX));
    const combobox = await screen.findByRole('combobox', BOX);
    expect(combobox).toHaveFocus();
    expect(code.requested).toBe(1);
  });

  it('becomes the combobox when the app preloads it, without the shopper moving to it', async () => {
    const { preloadSearchBox } = await renderBox();
    code.arrive();
    await preloadSearchBox();
    const combobox = await screen.findByRole('combobox', BOX);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveFocus();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('keeps the text, the focus and the caret when the combobox takes its place', async () => {
    const { user } = await renderBox();
    const input = screen.getByRole('searchbox', BOX);
    await user.click(input);
    await user.keyboard('lattte{ArrowLeft}{ArrowLeft}{Backspace}');
    await expectPlainWhileHeld(input);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('latte');
    code.arrive();
    const combobox = await screen.findByRole('combobox', BOX);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('latte');
    // The caret is where the shopper left it: between "lat" and "te".
    await user.keyboard('X');
    expect(combobox).toHaveValue('latXte');
  });

  it('loses no keystroke typed while the combobox arrives', async () => {
    const { onSearch, user } = await renderBox();
    const input = screen.getByRole('searchbox', BOX);
    await user.click(input);
    await expectPlainWhileHeld(input);
    expect(input).toHaveFocus();
    await withKeysUnwrapped(async () => {
      await user.keyboard('lat');
      code.arrive();
      await user.keyboard('te fresco intero');
    });
    const combobox = await screen.findByRole('combobox', BOX);
    expect(combobox).toHaveValue('latte fresco intero');
    expect(combobox).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'latte fresco intero', reason: 'submit' });
  });

  it('shows the suggestions of the text typed before it arrived', async () => {
    const { user } = await renderBox();
    const input = screen.getByRole('searchbox', BOX);
    await user.click(input);
    await user.keyboard('latt');
    await expectPlainWhileHeld(input);
    expect(input).toHaveValue('latt');
    code.arrive();
    await screen.findByRole('combobox', BOX);
    await user.keyboard('e');
    expect(await screen.findByRole('option', { name: /^latte fresco/ })).toBeInTheDocument();
  });

  it('stays a working search box when its code fails to load, and tries again on focus', async () => {
    const { onSearch, user } = await renderBox();
    code.fail(new Error('Failed to fetch dynamically imported module'));
    const input = screen.getByRole('searchbox', BOX);
    await user.type(input, 'pane{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'pane', reason: 'submit' });
    expect(input).toHaveValue('pane');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // The network is back: moving to the box again loads the suggestions.
    code.arriveFromNowOn();
    await user.click(screen.getByRole('heading', { name: 'Fuori' }));
    await user.click(input);
    const combobox = await screen.findByRole('combobox', BOX);
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(combobox).toHaveValue('pane');
  });
});
