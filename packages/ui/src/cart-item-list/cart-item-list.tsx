import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { blockStack } from '../theme/block-stack';
import { Gift, Trash2 } from 'lucide-react';
import { formatWeight, lineWeightKg, maxLineQuantity, weightStepKg } from '@carrello/core';
import type { CartItem, Product } from '@carrello/sdk';
import { AlternativesDialog } from '../alternatives-dialog/alternatives-dialog';
import { Badge } from '../badge/badge.styles';
import { Button } from '../button/button.styles';
import { Checkbox } from '../checkbox/checkbox.styles';
import * as Dialog from '../dialog/parts';
import { IconButton } from '../icon-button/icon-button.styles';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.styles';
import { Switch } from '../switch/switch.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { media } from '../theme/media';
import { htmlToText, productPrices } from '../product-card/product-price';
import { useControllableState } from '../utils/use-controllable-state';
import { useAnnounce } from '../visually-hidden/use-announce';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import {
  useCartItemList,
  type CartItemView,
  type UseCartItemListOptions,
} from './use-cart-item-list';

/** The look of the list: compact rows in the drawer, fuller rows on the checkout page. */
export type CartItemListVariant = 'drawer' | 'checkout';

const Root = styled.div`
  ${blockStack(3)}
`;

const AcceptAll = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $variant: CartItemListVariant }>`
  display: grid;
  grid-template-columns: ${({ $variant }) => ($variant === 'drawer' ? '64px' : '96px')} 1fr auto;
  grid-template-areas:
    'image info price'
    'image controls controls';
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.down('sm')} {
    grid-template-columns: 56px 1fr auto;
  }
  > img {
    grid-area: image;
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  [data-part='description'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

const Price = styled.p`
  grid-area: price;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
`;

const Extra = styled.div`
  grid-column: 2 / -1;
  min-width: 0;
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  [data-part='quantity-text'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-part='remove'] {
    margin-left: auto;
  }
`;

/** Props of {@link CartItemList}. */
export interface CartItemListProps
  extends UseCartItemListOptions, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Compact rows in the cart drawer, fuller rows on the checkout page.
   * @default 'drawer'
   */
  variant?: CartItemListVariant;
  /** Called with the new quantity when the shopper presses − or + (+ stops at 999 pieces). */
  onQuantityChange?: (item: CartItem, quantity: number) => void;
  /**
   * Called with the new weight in kg (steps of 100 g) by − and + of goods sold by weight (+ stops
   * at 100 kg).
   */
  onWeightChange?: (item: CartItem, weight: number) => void;
  /** Called when the shopper confirms the removal of a line. */
  onRemove?: (item: CartItem) => void;
  /** Called when a line's accept-alternatives switch changes (`accept_alternatives`). */
  onAcceptAlternativesChange?: (item: CartItem, accept: boolean) => void;
  /** Called by the global checkbox with the eligible lines (docs/requirements/cart.md). */
  onAcceptAllAlternativesChange?: (items: CartItem[], accept: boolean) => void;
  /** Called to delete the subscription plan of a subscription line. */
  onDeleteSubscriptionPlan?: (item: CartItem, subscriptionPlanId: string) => void;
  /** Called when the alternatives dialog opens for a line: load its replacement products. */
  onAlternativesRequest?: (item: CartItem) => void;
  /** Replacement products by product id, once loaded. */
  alternatives?: Readonly<Record<number, readonly Product[] | undefined>>;
  /**
   * The line whose alternatives dialog is open (controlled), e.g. to close it on a back
   * navigation (docs/requirements/app-shell.md); `null` when none is.
   */
  alternativesItem?: CartItem | null;
  /** @default null */
  defaultAlternativesItem?: CartItem | null;
  /** Called when the alternatives dialog opens for a line, and with `null` when it closes. */
  onAlternativesItemChange?: (item: CartItem | null) => void;
  /** Lines with a change on its way: their controls are disabled. */
  busyItemIds?: readonly number[];
  /** Renders more of a line under its controls (e.g. the note for the department). */
  renderItemExtra?: (item: CartItem) => ReactNode;
}

/**
 * The cart lines (docs/requirements/app-shell.md and cart.md): removal behind a confirmation, − and + except for natures
 * 8 and 10 and locked lines, the package count, the accept-alternatives switch (ticking it opens
 * the alternatives dialog), subscription plan deletion, the free-gift marker and the global
 * accept-alternatives checkbox over the eligible lines.
 * @example
 * <CartItemList items={cart.cartItems} variant="drawer"
 *   onQuantityChange={(item, quantity) => update.mutate({ itemId: item.itemId, quantity })}
 *   onRemove={(item) => remove.mutate(item.itemId)} />
 */
export function CartItemList({
  items,
  hasAlternatives,
  variant = 'drawer',
  onQuantityChange,
  onWeightChange,
  onRemove,
  onAcceptAlternativesChange,
  onAcceptAllAlternativesChange,
  onDeleteSubscriptionPlan,
  onAlternativesRequest,
  alternatives,
  alternativesItem,
  defaultAlternativesItem = null,
  onAlternativesItemChange,
  busyItemIds,
  renderItemExtra,
  ...props
}: CartItemListProps) {
  const { messages, format, formatPrice, plural } = useCarrelloUi();
  const list = useCartItemList({ items, hasAlternatives });
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [removedText, setRemovedText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  // The line whose removal the shopper confirmed, and where it stood: once it has left the list,
  // focus goes to the line that took its place (or the one before it), not to the page's body.
  const leaving = useRef<{ itemId: number; index: number; said: string; last: boolean } | null>(
    null,
  );
  useEffect(() => {
    const pending = leaving.current;
    if (!pending || items.some((item) => item.itemId === pending.itemId)) return;
    leaving.current = null;
    setRemovedText(pending.said);
    const root = rootRef.current;
    if (!root) return;
    const rows = root.querySelectorAll<HTMLElement>('li[data-item-id]');
    const row = rows[Math.min(pending.index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>("[data-part='remove']:not(:disabled)") ??
      row?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), a[href]') ??
      root;
    target.focus();
  }, [items]);
  // A shop that shows its empty cart instead of the list once the last line has gone takes the
  // list, and its live region, away before the removal could be said there: when the list goes
  // while the removal of its last line is on its way, the removal is said through the document's
  // own live region (made as the list mounts, so that it is heard).
  const announce = useAnnounce();
  useEffect(
    () => () => {
      const pending = leaving.current;
      if (pending?.last) announce(pending.said);
    },
    [announce],
  );
  const [alternativesOf, setAlternativesOf] = useControllableState<CartItem | null>({
    value: alternativesItem,
    defaultValue: defaultAlternativesItem,
    onChange: onAlternativesItemChange,
  });

  const openAlternatives = (item: CartItem) => {
    setAlternativesOf(item);
    onAlternativesRequest?.(item);
  };

  const renderRow = (view: CartItemView) => {
    const { item } = view;
    const busy = busyItemIds?.includes(item.itemId) ?? false;
    const name = item.product.name;
    const unitPrice = productPrices(item.product).price;
    // Goods sold by weight: per-kg price, the weight in the stepper, an estimated line price.
    const step = weightStepKg(item.product);
    return (
      <Row key={item.itemId} $variant={variant} data-item-id={item.itemId}>
        <img src={item.product.mediaURL} alt={name} width={64} height={64} loading="lazy" />
        <Info>
          <h3>{name}</h3>
          <p data-part="description">
            {[item.product.shortDescr, htmlToText(item.product.description)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {variant === 'checkout' && unitPrice !== null ? (
            <p>
              {format(step !== null ? messages.cart.pricePerKg : messages.cart.unitPrice, {
                price: formatPrice(unitPrice),
              })}
            </p>
          ) : null}
          {view.isFreeGift || view.subscriptionPlanId ? (
            <Badges>
              {view.isFreeGift ? (
                <Badge variant="accent" data-part="free-gift">
                  <Gift size={12} aria-hidden="true" style={{ marginRight: 4 }} />
                  {messages.cart.freeGift}
                </Badge>
              ) : null}
              {view.subscriptionPlanId ? (
                <Badge variant="success">{messages.cart.subscriptionPlan}</Badge>
              ) : null}
            </Badges>
          ) : null}
          {step !== null ? <p data-part="estimate">{messages.cart.estimatedPrice}</p> : null}
        </Info>
        <Price>{formatPrice(item.grossTotal)}</Price>
        <Controls>
          {view.showQuantity ? (
            <QuantityStepper
              size={32}
              aria-label={format(
                step !== null ? messages.product.weightOf : messages.cart.quantityOf,
                { name },
              )}
              {...(step !== null
                ? {
                    value: lineWeightKg(item) ?? step,
                    min: step,
                    step,
                    formatValue: formatWeight,
                  }
                : { value: item.quantity, min: 1 })}
              // docs/requirements/cart.md: a line holds at most 999 pieces, or 100 kg if weighed.
              max={maxLineQuantity(item.product)}
              disabled={!view.canEdit || busy}
              onValueChange={(next) =>
                step !== null ? onWeightChange?.(item, next) : onQuantityChange?.(item, next)
              }
            />
          ) : (
            <span data-part="quantity-text">{plural(messages.quantity.unit, item.quantity)}</span>
          )}
          {view.packageLabel ? <span data-part="package-count">{view.packageLabel}</span> : null}
          {view.isEligibleForAlternatives ? (
            <Switch
              label={messages.cart.acceptAlternatives}
              aria-label={format(messages.cart.acceptAlternativesFor, { name })}
              checked={view.acceptsAlternatives}
              // Not `disabled` while its change is saved: the focus would fall from the switch to
              // the page's body, and the alternatives dialog it opens would give it back nowhere.
              aria-disabled={busy || undefined}
              onCheckedChange={(accept) => {
                if (busy) return;
                onAcceptAlternativesChange?.(item, accept);
                // docs/requirements/cart.md: ticking the per-item switch opens the alternatives dialog.
                if (accept) openAlternatives(item);
              }}
            />
          ) : null}
          {view.subscriptionPlanId ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onDeleteSubscriptionPlan?.(item, view.subscriptionPlanId!)}
            >
              {messages.cart.deleteSubscription}
            </Button>
          ) : null}
          {view.canEdit ? (
            <IconButton
              data-part="remove"
              size={36}
              label={format(messages.cart.removeItem, { name })}
              disabled={busy}
              onClick={() => setRemoving(item)}
            >
              <Trash2 />
            </IconButton>
          ) : null}
        </Controls>
        {renderItemExtra ? <Extra>{renderItemExtra(item)}</Extra> : null}
      </Row>
    );
  };

  return (
    <Root ref={rootRef} tabIndex={-1} data-variant={variant} {...props}>
      <VisuallyHidden role="status">{removedText}</VisuallyHidden>
      {list.eligibleItems.length > 0 ? (
        <AcceptAll>
          <Checkbox
            label={messages.cart.acceptAllAlternatives}
            checked={list.allAccept}
            indeterminate={list.someAccept}
            onCheckedChange={(accept) =>
              onAcceptAllAlternativesChange?.(list.eligibleItems, accept)
            }
          />
        </AcceptAll>
      ) : null}
      <List aria-label={messages.cart.items}>{list.views.map(renderRow)}</List>
      <Dialog.Root
        role="alertdialog"
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      >
        <Dialog.Content width={440}>
          <Dialog.Title>{messages.cart.removeConfirmTitle}</Dialog.Title>
          <Dialog.Description>
            {format(messages.cart.removeConfirmText, { name: removing?.product.name ?? '' })}
          </Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">{messages.common.cancel}</Button>
            </Dialog.Close>
            <Button
              variant="danger"
              onClick={() => {
                if (removing) {
                  leaving.current = {
                    itemId: removing.itemId,
                    index: items.findIndex((line) => line.itemId === removing.itemId),
                    said: format(messages.cart.removed, { name: removing.product.name }),
                    last: items.length === 1,
                  };
                  onRemove?.(removing);
                }
                setRemoving(null);
              }}
            >
              {messages.cart.removeConfirm}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      {alternativesOf ? (
        <AlternativesDialog
          open
          onOpenChange={(open) => {
            if (!open) setAlternativesOf(null);
          }}
          product={alternativesOf.product}
          alternatives={alternatives?.[alternativesOf.product.productId]}
        />
      ) : null}
    </Root>
  );
}
