// @carrello/ui/headless: behaviour hooks and unstyled parts; bring your own styles.
export { CarrelloUiProvider, useCarrelloUi, useMessages } from './messages/messages-context';
export type { CarrelloUiContextValue, CarrelloUiProviderProps } from './messages/messages-context';
export { it } from './messages/it';
export type { Messages, MessagesOverride, PluralMessage } from './messages/it';
export {
  formatDate,
  formatPrice,
  formatTime,
  interpolate,
  mergeMessages,
  plural,
} from './messages/format';
export { breakpoints } from './theme/tokens';
export type { Breakpoint } from './theme/tokens';
export { breakpointForWidth } from './theme/media';
export { useBreakpoint, useBreakpointUp } from './theme/use-breakpoint';
export { Slot } from './utils/slot';
export type { SlotProps } from './utils/slot';
export { composeEventHandlers } from './utils/compose-event-handlers';
export { useControllableState } from './utils/use-controllable-state';
export type { UseControllableStateOptions } from './utils/use-controllable-state';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { ButtonBase } from './button/button';
export type { ButtonBaseProps } from './button/button';
/**
 * The unstyled dialog parts: `Root`, `Trigger`, `Portal`, `Overlay`, `Content`, `Title`,
 * `Description`, `Footer`, `Close` (the styled Dialog has the same).
 */
export * as Dialog from './dialog/headless-parts';
export {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from './dialog/dialog';
export type {
  AsChildProps,
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogOverlayProps,
  DialogRootProps,
  DialogTitleProps,
  DialogTriggerProps,
} from './dialog/dialog';
export { useDialog } from './dialog/use-dialog';
export type { UseDialogOptions, UseDialogReturn } from './dialog/use-dialog';
/** The unstyled switch parts. */
export * as Switch from './switch/headless-parts';
export { SwitchRoot, SwitchThumb } from './switch/switch';
export type { SwitchRootProps } from './switch/switch';
export { useSwitch } from './switch/use-switch';
export type { UseSwitchOptions, UseSwitchReturn } from './switch/use-switch';
export { CheckboxInput } from './checkbox/checkbox';
export type { CheckboxInputProps } from './checkbox/checkbox';
export { QuantityStepperBase } from './quantity-stepper/quantity-stepper';
export type { QuantityStepperBaseProps } from './quantity-stepper/quantity-stepper';
export { useQuantityStepper } from './quantity-stepper/use-quantity-stepper';
export type {
  UseQuantityStepperOptions,
  UseQuantityStepperReturn,
} from './quantity-stepper/use-quantity-stepper';
/** The unstyled field parts. */
export * as Field from './field/headless-parts';
export { FieldControl, FieldDescription, FieldError, FieldLabel, FieldRoot } from './field/field';
export type { FieldRootProps } from './field/field';
export { useField } from './field/use-field';
export type { UseFieldOptions, UseFieldReturn } from './field/use-field';
/** The unstyled accordion parts. */
export * as Accordion from './accordion/headless-parts';
export {
  AccordionContent,
  AccordionHeader,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from './accordion/accordion';
export type {
  AccordionHeaderProps,
  AccordionItemProps,
  AccordionRootProps,
  AccordionTriggerProps,
} from './accordion/accordion';
export { useAccordion } from './accordion/use-accordion';
export type { UseAccordionOptions, UseAccordionReturn } from './accordion/use-accordion';
/** The unstyled popover parts. */
export * as Popover from './popover/headless-parts';
export { PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger } from './popover/popover';
export type { PopoverRootProps, PopoverTriggerProps } from './popover/popover';
export { usePopover } from './popover/use-popover';
export type { UsePopoverOptions, UsePopoverReturn } from './popover/use-popover';
/** The unstyled menu parts. */
export * as Menu from './menu/headless-parts';
export { MenuContent, MenuItem, MenuRoot, MenuTrigger } from './menu/menu';
export type { MenuItemProps, MenuRootProps, MenuTriggerProps } from './menu/menu';
export { useMenu } from './menu/use-menu';
export type { UseMenuOptions, UseMenuReturn } from './menu/use-menu';
export type { OpenStateOptions } from './utils/open-state';
export { ToastProvider, ToastRegion } from './toast/toast';
export type { ToastProviderProps, ToastRegionProps } from './toast/toast';
export { TOAST_DURATION, TOAST_MAX_VISIBLE, useToast, useToastQueue } from './toast/use-toast';
export type {
  ToastOptions,
  ToastRecord,
  ToastType,
  UseToastQueueOptions,
  UseToastQueueReturn,
} from './toast/use-toast';
export { CarouselBase } from './carousel/carousel';
export type {
  CarouselBaseProps,
  CarouselBreakpointOptions,
  CarouselBreakpoints,
} from './carousel/carousel';
/** The unstyled search box parts: `Root`, `Input`, `Submit`, `Popup`, `Status`, `Listbox`, `Group`, `Item`. */
export * as SearchBox from './search-box/headless-parts';
export {
  SearchBoxGroup,
  SearchBoxInput,
  SearchBoxItemPart as SearchBoxItem,
  SearchBoxListbox,
  SearchBoxPopup,
  SearchBoxRoot,
  SearchBoxStatus,
  SearchBoxSubmit,
  useSearchBoxContext,
} from './search-box/search-box';
export type {
  SearchBoxGroupProps,
  SearchBoxInputProps,
  SearchBoxItemProps,
  SearchBoxListboxProps,
  SearchBoxPopupProps,
  SearchBoxRootProps,
  SearchBoxStatusProps,
  SearchBoxSubmitProps,
} from './search-box/search-box';
export { useSearchBox } from './search-box/use-search-box';
export type {
  SearchBoxGroup as SearchBoxGroupData,
  SearchBoxGroupId,
  SearchBoxEntry,
  SearchBoxQuery,
  SearchBoxSuggestions,
  UseSearchBoxOptions,
  UseSearchBoxReturn,
} from './search-box/use-search-box';
export { useFastSearchList } from './fast-search-dialog/use-fast-search-dialog';
export type {
  UseFastSearchListOptions,
  UseFastSearchListReturn,
} from './fast-search-dialog/use-fast-search-dialog';
export { useCartSummary } from './cart-summary/use-cart-summary';
export type {
  CartSummaryCart,
  UseCartSummaryOptions,
  UseCartSummaryReturn,
} from './cart-summary/use-cart-summary';
export { useOrderTotals } from './order-totals/use-order-totals';
export type {
  OrderTotalsLine,
  OrderTotalsSource,
  UseOrderTotalsOptions,
  UseOrderTotalsReturn,
} from './order-totals/use-order-totals';
export { alternativesCarouselSettings } from './alternatives-dialog/use-alternatives-carousel';
export type { AlternativesCarouselSettings } from './alternatives-dialog/use-alternatives-carousel';
export { hasProposedAlternatives, useCartItemList } from './cart-item-list/use-cart-item-list';
export type {
  CartItemView,
  UseCartItemListOptions,
  UseCartItemListReturn,
} from './cart-item-list/use-cart-item-list';
export { productPrices, promoText } from './product-card/product-price';
export type { ProductPrices } from './product-card/product-price';
export {
  PERSON_TYPE_OPTIONS,
  fiscalPersonName,
  useInvoiceCompletion,
} from './invoice-form/use-invoice-form';
export type {
  SalesConditionsValue,
  UseInvoiceCompletionOptions,
} from './invoice-form/use-invoice-form';
export { useTopBar } from './top-bar/use-top-bar';
export type { UseTopBarOptions } from './top-bar/use-top-bar';
export { useHiddenOnScroll } from './top-bar/use-hidden-on-scroll';
export { useScrolledPast } from './top-bar/use-scrolled-past';
export { newsBannerKey, useNewsBanner } from './news-banner/use-news-banner';
export type { BannerStorage, UseNewsBannerOptions } from './news-banner/use-news-banner';
export {
  childrenOf,
  distributeColumns,
  useCategoryDrawer,
  useViewportWidth,
} from './category-drawer/use-category-drawer';
export type { CategoryDrawerTab } from './category-drawer/use-category-drawer';
export { useNewsletterForm } from './footer/use-newsletter-form';
export type { NewsletterResult } from './footer/use-newsletter-form';
export { CARD_BRANDS, CardBrandIcon } from './card-brand-icon/card-brand-icon';
export type { CardBrandIconProps } from './card-brand-icon/card-brand-icon';
/** The unstyled breadcrumbs parts; list markup (`ol`/`li`) is yours. */
export * as Breadcrumbs from './breadcrumbs/headless-parts';
export { BreadcrumbsLink, BreadcrumbsRoot } from './breadcrumbs/breadcrumbs';
export type { BreadcrumbsLinkProps, BreadcrumbsRootProps } from './breadcrumbs/breadcrumbs';
export { isSlotDisabled, useTimeSlotPicker } from './time-slot-picker/use-time-slot-picker';
export type {
  TimeSlotValue,
  UseTimeSlotPickerOptions,
  UseTimeSlotPickerReturn,
} from './time-slot-picker/use-time-slot-picker';
