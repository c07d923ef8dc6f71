import { fireEvent, render, screen, waitFor, within } from '../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselBase } from './carousel';
import { Carousel } from './carousel.styles';

const products = [
  'Pomodori pelati Mutti 400 g',
  'Passata di pomodoro Cirio 700 g',
  'Polpa di pomodoro Valfrutta 400 g',
];

function renderCarousel(onSlideChange?: (index: number) => void) {
  return render(
    <Carousel label="Solitamente sostituito con:" onSlideChange={onSlideChange}>
      {products.map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>,
  );
}

describe('Carousel', () => {
  // happy-dom lays nothing out: give the carousel a phone's width, as a browser would, so that
  // Swiper sees three slides that do not fit and enables its navigation.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a region named by its label, with the Italian role description', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Solitamente sostituito con:' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carosello');
  });

  it('labels each slide with its position, as a group described as a slide', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Diapositiva 1 di 3',
      'Diapositiva 2 di 3',
      'Diapositiva 3 di 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(within(slides[1]!).getByText('Passata di pomodoro Cirio 700 g')).toBeInTheDocument();
  });

  it('moves with its next and previous buttons, which disable at the ends', async () => {
    const onSlideChange = vi.fn();
    const { user } = renderCarousel(onSlideChange);
    const previous = screen.getByRole('button', { name: 'Diapositiva precedente' });
    const next = screen.getByRole('button', { name: 'Diapositiva successiva' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(previous).toBeEnabled());
    await user.click(next);
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(next).toBeDisabled());
    await user.click(previous);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('moves with the arrow keys', async () => {
    const onSlideChange = vi.fn();
    const { user } = renderCarousel(onSlideChange);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Diapositiva successiva' })).toHaveFocus();
    // Swiper reads `keyCode`, which browsers set and user-event does not.
    const next = screen.getByRole('button', { name: 'Diapositiva successiva' });
    fireEvent.keyDown(next, { key: 'ArrowRight', keyCode: 39 });
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(next, { key: 'ArrowLeft', keyCode: 37 });
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
  });

  it('has no buttons when navigation is off (the headless base)', () => {
    render(
      <CarouselBase label="Offerte" navigation={false}>
        {products.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </CarouselBase>,
    );
    expect(screen.getByRole('region', { name: 'Offerte' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
