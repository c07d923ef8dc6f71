import { useEffect, useRef } from 'react';

/**
 * For a success message that takes the place of the form that was sent (docs/requirements/account.md,
 * "Success in place of a form"): the returned ref goes on the message, made focusable with
 * `tabIndex={-1}`, and the message takes the focus when it appears, so that the keyboard and a
 * screen reader are not left at the top of the document with the form gone. A focus the shopper
 * put somewhere else meanwhile stays there.
 */
export function useFocusOnSuccess<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    ref.current?.focus();
  }, []);
  return ref;
}
