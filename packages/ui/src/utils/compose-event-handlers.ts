/** Calls the user's handler first, then the internal one unless the user prevented the default. */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  userHandler: ((event: E) => void) | undefined,
  internalHandler: (event: E) => void,
): (event: E) => void {
  return (event) => {
    userHandler?.(event);
    if (!event.defaultPrevented) internalHandler(event);
  };
}
