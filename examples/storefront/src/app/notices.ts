import { createContext, useContext } from 'react';

import type { CarrelloNotice } from '@carrello/hooks';
import type { EbsnMessage, InfosHandler } from '@carrello/sdk';

type Listener = (notice: CarrelloNotice) => void;

function messageText(info: EbsnMessage): string {
  return info.info ?? info.warning ?? info.error ?? '';
}

/**
 * Carries messages for the shopper from places outside React (the SDK's `onInfos`) and from the
 * hooks' `onNotify` to the toast region, which subscribes once it is mounted.
 */
export function createNoticeBus() {
  const listeners = new Set<Listener>();
  const pending: CarrelloNotice[] = [];
  // By API path, one mark per answer to come whose infos the page tells in its own words; the
  // first answer from the path takes the oldest mark.
  const told = new Map<string, Set<object>>();

  const emit = (notice: CarrelloNotice) => {
    if (!notice.message) return;
    if (listeners.size === 0) pending.push(notice);
    listeners.forEach((listener) => listener(notice));
  };
  /** The SDK's `onInfos`: an answer's infos become notices, unless the page tells that call. */
  const emitInfos: InfosHandler = (infos, call) => {
    const marks = told.get(call.path);
    const [mark] = marks ?? [];
    if (marks && mark) {
      marks.delete(mark);
      return;
    }
    infos.forEach((info) => emit({ type: 'info', message: messageText(info) }));
  };

  return {
    /** Shows a notice, or keeps it until the toast region subscribes. */
    emit,
    emitInfos,
    /**
     * Keeps the infos of the next answer from `path` off the toasts: a step made of several
     * calls says what happened once, in its own words (docs/requirements/errors.md). Call the
     * returned function once the call is over: it frees the place when no answer used it (a
     * failed call has no infos).
     */
    tellInstead(path: string) {
      const mark = {};
      const marks = told.get(path) ?? new Set<object>();
      told.set(path, marks.add(mark));
      return () => {
        marks.delete(mark);
      };
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

/** The page's notice bus, for steps that say what they did in their own words. */
export const NoticeBusContext = createContext<NoticeBus | null>(null);

/** The notice bus of `AppProviders`. */
export function useNoticeBus(): NoticeBus {
  const notices = useContext(NoticeBusContext);
  if (!notices) throw new Error('useNoticeBus needs AppProviders');
  return notices;
}
