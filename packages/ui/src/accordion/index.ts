export { Accordion } from './accordion.styles';
export type { AccordionItemProps, AccordionRootProps, AccordionTriggerProps } from './accordion';
