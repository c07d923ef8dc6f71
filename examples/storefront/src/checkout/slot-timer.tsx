import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { useReserveTime } from '@carrello/hooks';
import type { Cart } from '@carrello/sdk';
import { Button } from '@carrello/ui';

import { useShell } from '../shell/shell-context';

/** How long a chosen slot is held, and each extension (minutes). */
const SLOT_HOLD_MINUTES = 30;
/** From how many minutes before the end the shopper is warned. */
const SLOT_WARNING_MINUTES = 5;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-state='warning'],
  &[data-state='lapsed'] {
    border-color: ${({ theme }) => theme.colors.warning};
    border-left-width: 6px;
  }
  p {
    margin: 0;
  }
`;

function reservedUntil(cart: Cart): number | null {
  const text = cart.cartInfos?.TIMESLOT_RESERVED_UNTIL;
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(time) ? time : null;
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * docs/requirements/delivery.md#holding-the-time-slot: the chosen time slot is held for the
 * shopper (`order/reserve-time`) with a countdown in the cart and the checkout, a warning in the
 * last minutes with "Tieni la fascia altri 30 minuti", and, once it lapsed, the way back to the
 * slot choice.
 */
export function SlotTimer({ cart }: { cart: Cart }) {
  const { openDelivery } = useShell();
  const reserve = useReserveTime();
  const until = reservedUntil(cart);
  const slotId = cart.timeslot?.timeslotId ?? null;
  const active = slotId !== null && !cart.locked;
  // The clock starts once the page is live: the server's time is not the browser's, and a
  // countdown rendered on the server would differ from the hydrating render (React error #418).
  const [now, setNow] = useState<number | null>(null);

  // docs/requirements/delivery.md: a newly chosen slot of an unlocked cart is held at once, for
  // the full 30 minutes from its choice. A slot other than the one last seen (or one chosen again
  // after the cart had none) is newly chosen, whatever hold the cart still reports: that hold was
  // the previous slot's. A slot seen first with a hold already running keeps it, so opening the
  // page again does not lengthen it.
  const seenSlot = useRef<number | null | undefined>(undefined);
  const { mutate } = reserve;
  useEffect(() => {
    if (slotId === null) seenSlot.current = null;
    if (!active || seenSlot.current === slotId) return;
    const firstSight = seenSlot.current === undefined;
    seenSlot.current = slotId;
    if (firstSight && until !== null) return;
    mutate({ reserveTime: SLOT_HOLD_MINUTES });
  }, [active, until, slotId, mutate]);

  // The browser's clock is the outside system: read at the next frame, then every second.
  useEffect(() => {
    if (!active || until === null) return;
    const tick = () => setNow(Date.now());
    const first = requestAnimationFrame(tick);
    const timer = setInterval(tick, 1000);
    return () => {
      cancelAnimationFrame(first);
      clearInterval(timer);
    };
  }, [active, until]);

  if (!active || until === null || now === null) return null;
  const left = until - now;
  const state = left <= 0 ? 'lapsed' : left <= SLOT_WARNING_MINUTES * 60_000 ? 'warning' : 'held';
  return (
    <Box aria-labelledby="slot-timer-title" data-state={state}>
      {state === 'lapsed' ? (
        <>
          <p id="slot-timer-title" role="alert">
            <strong>La fascia oraria non è più riservata.</strong> Il tempo per concludere l’ordine
            è scaduto: scegli di nuovo quando ricevere la spesa.
          </p>
          <div>
            <Button size="sm" onClick={() => openDelivery('timeslot')}>
              Scegli la fascia oraria
            </Button>
          </div>
        </>
      ) : (
        <>
          <p id="slot-timer-title">
            Fascia oraria riservata per te ancora{' '}
            <strong>
              <time dateTime={`PT${Math.max(0, Math.ceil(left / 1000))}S`}>{clock(left)}</time>
            </strong>{' '}
            minuti
          </p>
          {state === 'warning' ? (
            <>
              <p role="alert">
                La fascia oraria sta per scadere: concludi l’ordine o tienila ancora.
              </p>
              {reserve.isError ? (
                <p role="alert">Non è stato possibile tenere la fascia: {reserve.error.message}</p>
              ) : null}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={reserve.isPending}
                  onClick={() => mutate({ reserveTime: SLOT_HOLD_MINUTES })}
                >
                  Tieni la fascia altri {SLOT_HOLD_MINUTES} minuti
                </Button>
              </div>
            </>
          ) : null}
        </>
      )}
    </Box>
  );
}
