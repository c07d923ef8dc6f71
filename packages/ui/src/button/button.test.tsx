import { render, screen } from '../testing/render';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ButtonBase } from './button';
import { Button } from './button.styles';

describe('Button', () => {
  it('is a plain button that reports clicks, not a form submit', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Aggiungi</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Conferma</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading, is announced busy, shows a spinner and ignores presses', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button loading onClick={onClick}>
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paga' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled, ignores presses', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button disabled onClick={onClick}>
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paga' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with asChild, puts its props on a link instead of rendering a button', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/checkout">Vai alla cassa</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Vai alla cassa' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('forwards its ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Salva</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Salva' }));
  });
});

describe('ButtonBase', () => {
  it('renders no styles of its own and marks a loading state the same way', () => {
    render(<ButtonBase loading>Invia</ButtonBase>);
    const button = screen.getByRole('button', { name: 'Invia' });
    expect(button).not.toHaveAttribute('class');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });
});
