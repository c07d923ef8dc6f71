import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

import type { EbsnClient } from '@carrello/sdk';

import { defaultHookMessages, type CarrelloHookMessages } from './messages';
import { createCarrelloQueryClient } from './query-client';

/** Where the app runs; the version check puts it in the update URL (docs/requirements/app-shell.md). */
export type CarrelloPlatform = 'web' | 'ios' | 'android';

/** A message for the shopper: errors, warnings, successes and the envelope's infos. */
export interface CarrelloNotice {
  /** Kind of message; the ui maps it to a toast style. */
  type: 'error' | 'warning' | 'success' | 'info';
  /** Italian text to show. */
  message: string;
}

/** One analytics event (docs/requirements/account.md: a content view after each navigation). */
export interface CarrelloAnalyticsEvent {
  /** Event name, e.g. `content_view` or `add_to_cart`. */
  event: string;
  /** Event details. */
  [key: string]: unknown;
}

/** A key-value store for the shopper's device (recent searches, dismissed banners). */
export interface CarrelloStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What every hook reads from {@link CarrelloProvider}. */
export interface CarrelloContextValue {
  /** The EBSN client all hooks call. */
  client: EbsnClient;
  /** Where the app runs. */
  platform: CarrelloPlatform;
  /** Called with messages the shopper should see (toasts). */
  notify: (notice: CarrelloNotice) => void;
  /** Called with analytics events. */
  track: (event: CarrelloAnalyticsEvent) => void;
  /** Device storage; `undefined` where there is none (server rendering). */
  storage: CarrelloStorage | undefined;
  /** The Italian texts the hooks produce, with the brand's overrides applied. */
  messages: Readonly<CarrelloHookMessages>;
}

const CarrelloContext = createContext<CarrelloContextValue | null>(null);

/** Props of {@link CarrelloProvider}. */
export interface CarrelloProviderProps {
  /** The EBSN client, from `createEbsnClient`. */
  client: EbsnClient;
  /**
   * The TanStack Query client; by default one is made per provider with
   * {@link createCarrelloQueryClient} (retries skip 4xx and envelope errors).
   */
  queryClient?: QueryClient;
  /**
   * Where the app runs.
   * @default 'web'
   */
  platform?: CarrelloPlatform;
  /** Called with messages for the shopper (errors, successes, the envelope's infos). */
  onNotify?: (notice: CarrelloNotice) => void;
  /** Called with analytics events (e.g. push them to a data layer). */
  analytics?: (event: CarrelloAnalyticsEvent) => void;
  /**
   * Device storage for recent searches and similar; defaults to `localStorage` in browsers.
   */
  storage?: CarrelloStorage;
  /** Overrides of the Italian texts the hooks produce (see {@link CarrelloHookMessages}). */
  messages?: Partial<CarrelloHookMessages>;
  children?: ReactNode;
}

function defaultStorage(): CarrelloStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    // Some browsers throw on localStorage access in private mode.
    return undefined;
  }
}

const ignore = () => {};

/**
 * Gives every Carrello hook its EBSN client, query client and callbacks.
 * @example
 * const client = createEbsnClient({ baseUrl: '' });
 * <CarrelloProvider client={client} onNotify={({ message }) => toast(message)}>
 *   <App />
 * </CarrelloProvider>
 */
export function CarrelloProvider(props: CarrelloProviderProps) {
  const [ownQueryClient] = useState(() => props.queryClient ?? createCarrelloQueryClient());
  const queryClient = props.queryClient ?? ownQueryClient;
  const value: CarrelloContextValue = {
    client: props.client,
    platform: props.platform ?? 'web',
    notify: props.onNotify ?? ignore,
    track: props.analytics ?? ignore,
    storage: props.storage ?? defaultStorage(),
    messages: props.messages ? { ...defaultHookMessages, ...props.messages } : defaultHookMessages,
  };
  return (
    <QueryClientProvider client={queryClient}>
      <CarrelloContext.Provider value={value}>{props.children}</CarrelloContext.Provider>
    </QueryClientProvider>
  );
}

/** Everything {@link CarrelloProvider} gives; throws outside of it. */
export function useCarrelloContext(): CarrelloContextValue {
  const value = useContext(CarrelloContext);
  if (!value) throw new Error('`useCarrelloContext` must be used within `CarrelloProvider`');
  return value;
}

/**
 * The EBSN client of the nearest {@link CarrelloProvider}.
 * @example const client = useCarrelloClient();
 */
export function useCarrelloClient(): EbsnClient {
  const value = useContext(CarrelloContext);
  if (!value) throw new Error('`useCarrelloClient` must be used within `CarrelloProvider`');
  return value.client;
}
