/**
 * Themed collapsible sections (the footer's link columns on phones).
 * @example
 * <Accordion.Root defaultValue={['contatti']}>
 *   <Accordion.Item value="contatti">
 *     <Accordion.Header><Accordion.Trigger>Contatti</Accordion.Trigger></Accordion.Header>
 *     <Accordion.Content>…</Accordion.Content>
 *   </Accordion.Item>
 * </Accordion.Root>
 */
export * as Accordion from './parts';
export type { AccordionItemProps, AccordionRootProps, AccordionTriggerProps } from './accordion';
