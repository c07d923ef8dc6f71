import {
  Children,
  forwardRef,
  isValidElement,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import { useMessages } from '../messages/messages-context';

/** The options of the carousel that a breakpoint can change. */
export interface CarouselBreakpointOptions {
  /** Slides visible at once. */
  slidesPerView?: number | 'auto';
  /** Slides moved by one press of the arrows. */
  slidesPerGroup?: number;
  /** Gap between slides in px. */
  spaceBetween?: number;
}

/**
 * Options from a viewport width upwards (keys are min widths in px), passed on to Swiper.
 * Declared here rather than taken from `swiper/types`, an ES-module-only entry that a CommonJS
 * consumer's types (`moduleResolution: node16`) cannot import.
 */
export type CarouselBreakpoints = Record<number, CarouselBreakpointOptions>;

/** Props of {@link CarouselBase}. */
export interface CarouselBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The accessible name of the carousel, e.g. "Solitamente sostituito con:". */
  label: string;
  /** The slides: one child per slide. */
  children: ReactNode;
  /**
   * Slides visible at once.
   * @default 1
   */
  slidesPerView?: number | 'auto';
  /**
   * Slides moved by one press of the arrows.
   * @default 1
   */
  slidesPerGroup?: number;
  /**
   * Gap between slides in px.
   * @default 16
   */
  spaceBetween?: number;
  /** Options from a viewport width upwards, e.g. `{ 600: { slidesPerView: 3, slidesPerGroup: 2 } }`. */
  breakpoints?: CarouselBreakpoints;
  /**
   * Whether to show previous and next buttons.
   * @default true
   */
  navigation?: boolean;
  /** Content of the previous button (an icon). */
  previousIcon?: ReactNode;
  /** Content of the next button (an icon). */
  nextIcon?: ReactNode;
  /** Class names of the parts, for styling. */
  classNames?: { viewport?: string; slide?: string; button?: string };
  /** Called when the visible slide changes, with the index of the first one. */
  onSlideChange?: (index: number) => void;
}

/**
 * An unstyled carousel on Swiper: a `region` with `aria-roledescription` "carosello" (from the messages), slides
 * labelled "Diapositiva N di M", keyboard arrows and previous/next buttons that disable at the ends.
 *
 * It imports no stylesheet: give Swiper's layout rules yourself, or import the copy the package
 * ships, once, in your app: `import '@carrello/ui/carousel.css';`. The styled `Carousel` carries
 * those rules in its own styles and needs no stylesheet.
 */
export const CarouselBase = forwardRef<HTMLElement, CarouselBaseProps>(function CarouselBase(
  {
    label,
    children,
    slidesPerView = 1,
    slidesPerGroup = 1,
    spaceBetween = 16,
    breakpoints,
    navigation = true,
    previousIcon = '‹',
    nextIcon = '›',
    classNames,
    onSlideChange,
    ...props
  },
  ref,
) {
  const messages = useMessages();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children).filter(isValidElement);
  const updateEdges = (instance: SwiperClass) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
  // Previous and next differ only in their direction, end, move and icon.
  const arrowButton = (
    direction: 'previous' | 'next',
    atEnd: boolean,
    onMove: () => void,
    icon: ReactNode,
  ) => (
    <button
      type="button"
      className={classNames?.button}
      aria-label={messages.carousel[direction]}
      disabled={atEnd}
      data-direction={direction}
      onClick={onMove}
    >
      {icon}
    </button>
  );
  return (
    <section
      ref={ref}
      aria-roledescription={messages.carousel.roleDescription}
      aria-label={label}
      {...props}
    >
      <Swiper
        className={classNames?.viewport}
        modules={[A11y, Keyboard]}
        slidesPerView={slidesPerView}
        slidesPerGroup={slidesPerGroup}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: '' }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          updateEdges(instance);
        }}
        onSlideChange={(instance) => {
          updateEdges(instance);
          onSlideChange?.(instance.activeIndex);
        }}
        onResize={updateEdges}
        onBreakpoint={updateEdges}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.key ?? index}
            className={classNames?.slide}
            role="group"
            aria-roledescription={messages.carousel.slideRoleDescription}
            aria-label={messages.carousel.slide
              .replace('{index}', String(index + 1))
              .replace('{total}', String(slides.length))}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {navigation && !(edges.start && edges.end) ? (
        <div data-carousel-navigation="">
          {arrowButton('previous', edges.start, () => swiper?.slidePrev(), previousIcon)}
          {arrowButton('next', edges.end, () => swiper?.slideNext(), nextIcon)}
        </div>
      ) : null}
    </section>
  );
});
