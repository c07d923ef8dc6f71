import { render, screen } from '../testing/render';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, CardBrandIcon } from './card-brand-icon';

describe('CardBrandIcon', () => {
  it('draws eleven brands and a generic card', () => {
    expect(CARD_BRANDS).toHaveLength(12);
    expect(CARD_BRANDS).toContain('generic');
  });

  it.each([
    ['4242********4242', 'Visa', 'visa'],
    ['5555********4444', 'Mastercard', 'mastercard'],
    ['3782*******0005', 'American Express', 'amex'],
    ['4026********1234', 'Visa Electron', 'electron'],
    ['6759********0000', 'Maestro', 'maestro'],
    ['3530********0000', 'JCB', 'jcb'],
    ['', 'Carta di pagamento', 'generic'],
  ])('reads %s as %s with the rule of core', (masked, name, brand) => {
    render(<CardBrandIcon maskedNumber={masked} />);
    expect(screen.getByRole('img', { name })).toHaveAttribute('data-brand', brand);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<CardBrandIcon brand="diners" decorative size={48} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('width', '48');
    expect(container.querySelector('svg')).toHaveAttribute('height', '32');
  });
});
