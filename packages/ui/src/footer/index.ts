export { Footer } from './footer.styles';
export type { FooterProps } from './footer.styles';
export { useNewsletterForm } from './use-newsletter-form';
export type { NewsletterResult } from './use-newsletter-form';
