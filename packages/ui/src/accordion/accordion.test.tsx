import { render, screen } from '../testing/render';
import { describe, expect, it } from 'vitest';
import * as Accordion from './headless-parts';

function Footer({ type }: { type?: 'single' | 'multiple' }) {
  return (
    <Accordion.Root type={type} defaultValue={['contatti']}>
      {['Azienda', 'Contatti'].map((name) => (
        <Accordion.Item key={name} value={name.toLowerCase()}>
          <Accordion.Header>
            <Accordion.Trigger>{name}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>Testo di {name}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('starts with the default section open and toggles others', async () => {
    const { user } = render(<Footer />);
    expect(screen.getByRole('region', { name: 'Contatti' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Azienda' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azienda' }));
    expect(screen.getByRole('button', { name: 'Azienda' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Contatti' })).toBeVisible();
  });

  it('keeps one section open in single mode', async () => {
    const { user } = render(<Footer type="single" />);
    await user.click(screen.getByRole('button', { name: 'Azienda' }));
    expect(screen.getByRole('button', { name: 'Contatti' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
