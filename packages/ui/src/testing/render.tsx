// Tests only: Testing Library's "custom render". The kit's components read their tokens and
// messages from ThemeProvider, so every test renders inside it and most drive a user-event
// session. The build never reaches this folder.
import {
  render as renderUnthemed,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import {
  userEvent,
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider, type ThemeProviderProps } from '../theme/theme-provider';

export * from '@testing-library/react';

/** Options of {@link render}: Testing Library's, the ThemeProvider's props, and user-event's. */
export interface ThemedRenderOptions
  extends Omit<RenderOptions, 'wrapper'>, Omit<ThemeProviderProps, 'children'> {
  /** Options of the user-event session, e.g. `{ advanceTimers: vi.advanceTimersByTime }`. */
  user?: UserEventOptions;
}

/**
 * Renders `ui` inside the kit's ThemeProvider (so does `rerender`) and starts a user-event
 * session.
 * @example
 * const { user } = render(<QuantityStepper />, { messages: { quantity: { increase: 'Più' } } });
 * await user.click(screen.getByRole('button', { name: 'Più' }));
 */
export function render(
  ui: ReactElement,
  { theme, messages, locale, user: userOptions, ...options }: ThemedRenderOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(userOptions);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme} messages={messages} locale={locale}>
        {children}
      </ThemeProvider>
    );
  }
  return { ...renderUnthemed(ui, { ...options, wrapper: Wrapper }), user };
}
