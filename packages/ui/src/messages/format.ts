import { formatItalianEuro, italianPluralCategory } from '@carrello/core';

import { it, type Messages, type MessagesOverride, type PluralMessage } from './it';

/** The default locale of the package. */
export const DEFAULT_LOCALE = 'it-IT';

/** Values substituted into `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** Replaces `{name}` placeholders in a message. Unknown placeholders stay as written. */
export function interpolate(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const pluralRulesCache = new Map<string, Intl.PluralRules>();

/** Italian without Intl (see `formatItalianEuro`), other locales with `Intl.PluralRules`. */
function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  if (isItalian(locale)) return italianPluralCategory(count);
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesCache.set(locale, rules);
  }
  return rules.select(count);
}

/** Whether a locale is the Italian the kit formats without Intl ("it", "it-IT"). */
function isItalian(locale: string): boolean {
  return locale === 'it-IT' || locale === 'it';
}

/** Picks a plural form with `Intl.PluralRules` and fills `{count}`. */
export function plural(
  message: PluralMessage,
  count: number,
  values: MessageValues = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const template =
    count === 0 && message.zero !== undefined
      ? message.zero
      : pluralCategory(count, locale) === 'one'
        ? message.one
        : message.other;
  return interpolate(template, { count, ...values });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) {
    return (override === undefined ? base : override) as T;
  }
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    result[key] = deepMerge((base as Record<string, unknown>)[key], value);
  }
  return result as T;
}

/** Merges a brand's partial messages over the Italian defaults. */
export function mergeMessages(override?: MessagesOverride, base: Messages = it): Messages {
  return override ? deepMerge(base, override) : base;
}

const priceFormatters = new Map<string, Intl.NumberFormat>();

/** Formats a price in euro for the locale, e.g. `formatPrice(3.5)` → "3,50 €". */
export function formatPrice(value: number, locale: string = DEFAULT_LOCALE): string {
  // Italian without Intl: its first use in a page costs 30-40 ms (ICU's data), on the first screen.
  const italian = isItalian(locale) ? formatItalianEuro(value) : undefined;
  if (italian !== undefined) return italian;
  let formatter = priceFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    priceFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Formats a date, e.g. "lunedì 23 novembre 2026" with the default `{ dateStyle: 'full' }`.
 * Dates of the EBSN API are Rome wall-clock times, so the time zone defaults to Europe/Rome.
 */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'full' },
  locale: string = DEFAULT_LOCALE,
): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', ...options }).format(
    toDate(value),
  );
}

/** Formats a time of day, e.g. "09:30". */
export function formatTime(value: Date | string | number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}
