import type { CarrelloNotice } from '@carrello/hooks';

type Listener = (notice: CarrelloNotice) => void;

/**
 * Carries messages for the shopper from places outside React (the SDK's `onInfos`) and from the
 * hooks' `onNotify` to the toast region, which subscribes once it is mounted.
 */
export function createNoticeBus() {
  const listeners = new Set<Listener>();
  const pending: CarrelloNotice[] = [];
  return {
    /** Shows a notice, or keeps it until the toast region subscribes. */
    emit(notice: CarrelloNotice) {
      if (!notice.message) return;
      if (listeners.size === 0) pending.push(notice);
      listeners.forEach((listener) => listener(notice));
    },
    /** Subscribes a listener and hands it what arrived before; returns the unsubscribe. */
    subscribe(listener: Listener) {
      listeners.add(listener);
      pending.splice(0).forEach(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The notice bus type. */
export type NoticeBus = ReturnType<typeof createNoticeBus>;
