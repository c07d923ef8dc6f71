export { Carousel } from './carousel.styles';
export type { CarouselProps } from './carousel.styles';
export type { CarouselBreakpointOptions, CarouselBreakpoints } from './carousel';
