import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useFocusAfterRemoval } from './use-focus-after-removal';

/** Three cards, each with a link and a "Elimina" button that removes it at once. */
function Cards({ initial = ['Spesa', 'Grigliata', 'Colazione'] }: { initial?: string[] }) {
  const [names, setNames] = useState(initial);
  const keepFocus = useFocusAfterRemoval(names);
  return (
    <main>
      <h1 tabIndex={-1}>Le mie liste</h1>
      <ul aria-label="Liste">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
            <button
              type="button"
              onClick={(event) => {
                keepFocus(event.currentTarget);
                setNames((all) => all.filter((other) => other !== name));
              }}
            >
              Elimina {name}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

function removeWithKeyboard(name: string) {
  const button = screen.getByRole('button', { name: `Elimina ${name}` });
  button.focus();
  act(() => button.click());
}

describe('useFocusAfterRemoval', () => {
  it('gives the focus to the same action of the card that took the removed one’s place', () => {
    render(<Cards />);
    removeWithKeyboard('Grigliata');
    expect(screen.queryByText('Grigliata')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elimina Colazione' }));
  });

  it('goes back to the card before when the last one went, then to the heading', () => {
    render(<Cards initial={['Spesa', 'Grigliata']} />);
    removeWithKeyboard('Grigliata');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elimina Spesa' }));
    removeWithKeyboard('Spesa');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Le mie liste' }));
  });

  it('leaves the focus where the shopper put it meanwhile', () => {
    render(<Cards />);
    const elsewhere = screen.getByRole('link', { name: 'Spesa' });
    const button = screen.getByRole('button', { name: 'Elimina Colazione' });
    button.focus();
    act(() => {
      button.click();
      elsewhere.focus();
    });
    expect(document.activeElement).toBe(elsewhere);
  });
});
