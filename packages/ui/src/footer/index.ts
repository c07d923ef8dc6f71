export { Footer } from './footer';
export type { FooterProps } from './footer';
export { useNewsletterForm } from './use-newsletter-form';
export type { NewsletterResult } from './use-newsletter-form';
