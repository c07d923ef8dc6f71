/**
 * A modal side panel (categories on the left, the cart on the right) or a bottom sheet
 * (`side="bottom"`, e.g. filters on phones): focus stays inside, Escape closes it.
 * @example
 * <Drawer.Root open={open} onOpenChange={setOpen}>
 *   <Drawer.Content side="right" width={680} title="Carrello">
 *     <Drawer.Body>…</Drawer.Body>
 *   </Drawer.Content>
 * </Drawer.Root>
 */
export * as Drawer from './parts';
export type { DrawerContentProps, DrawerSide } from './drawer.styles';
