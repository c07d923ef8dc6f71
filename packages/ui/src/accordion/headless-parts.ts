// The parts of the headless Accordion, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Accordion` (`<Accordion.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  AccordionRoot as Root,
  AccordionItem as Item,
  AccordionHeader as Header,
  AccordionTrigger as Trigger,
  AccordionContent as Content,
} from './accordion';
