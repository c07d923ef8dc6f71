import type { ComponentPropsWithRef, ForwardRefExoticComponent, JSX } from 'react';
import { css, styled as baseStyled, type DefaultTheme } from 'styled-components';
import { defaultTheme } from './tokens';

// The styled skin reads its tokens from styled-components' theme. Without a ThemeProvider
// above a component that theme is an empty object and `theme.colors.text` would throw, so
// every component of the skin is made with this `styled`: when the theme is missing, its
// rules are resolved against `defaultTheme` instead. With a provider the rules run as written.

type Context = { theme?: DefaultTheme | Record<string, never> } & Record<string, unknown>;
type Chunk = unknown;

function hasTheme(theme: Context['theme']): boolean {
  return theme !== undefined && 'colors' in theme;
}

/** Binds every interpolation function of `chunk` (deeply, also in returned `css`) to `context`. */
function bindContext(chunk: Chunk, context: Context): Chunk {
  if (Array.isArray(chunk)) return chunk.map((part: Chunk) => bindContext(part, context));
  // Styled components are forwardRef objects, keyframes are class instances: both pass through.
  if (typeof chunk === 'function') {
    const interpolation = chunk as (context: Context) => Chunk;
    return () => bindContext(interpolation(context), context);
  }
  return chunk;
}

/** One interpolation that yields `rules`, resolved with `defaultTheme` when no theme is set. */
function withDefaultTheme(rules: Chunk): (context: Context) => Chunk {
  return (context) =>
    hasTheme(context.theme) ? rules : bindContext(rules, { ...context, theme: defaultTheme });
}

type TemplateFunction = ((...args: unknown[]) => unknown) & {
  attrs: (...args: unknown[]) => TemplateFunction;
  withConfig: (...args: unknown[]) => TemplateFunction;
};

function wrapTemplate(template: TemplateFunction): TemplateFunction {
  const toRules = css as unknown as (...args: unknown[]) => Chunk;
  const wrapped = (...args: unknown[]) => template(withDefaultTheme(toRules(...args)));
  return Object.assign(wrapped, {
    attrs: (...args: unknown[]) => wrapTemplate(template.attrs(...args)),
    withConfig: (...args: unknown[]) => wrapTemplate(template.withConfig(...args)),
  });
}

const tags = new Map<PropertyKey, TemplateFunction>();

/**
 * styled-components' `styled` (same API and types) whose components fall back to
 * `defaultTheme` when no `ThemeProvider` is above them. Use it for every component of the skin.
 * @example
 * import { styled } from '../theme/styled-skin';
 * const Price = styled.span`color: ${({ theme }) => theme.colors.danger};`;
 */
export const styled = /* @__PURE__ */ new Proxy(baseStyled, {
  apply(target, _this, args: unknown[]) {
    const construct = target as unknown as (...args: unknown[]) => TemplateFunction;
    return wrapTemplate(construct(...args));
  },
  get(target, key, receiver) {
    const value: unknown = Reflect.get(target, key, receiver);
    // Only the tag builders (`styled.div`, …) are wrapped, not Function.prototype's methods.
    if (typeof value !== 'function' || !Object.hasOwn(target, key)) return value;
    let template = tags.get(key);
    if (!template) {
      template = wrapTemplate(value as TemplateFunction);
      tags.set(key, template);
    }
    return template;
  },
}) as typeof baseStyled;

/**
 * The public type of a styled element part (`Dialog.Footer`, `Drawer.Body`): the element's own
 * props and ref, so the published types name nothing private of styled-components.
 */
export type StyledPart<T extends keyof JSX.IntrinsicElements> = ForwardRefExoticComponent<
  ComponentPropsWithRef<T>
>;
