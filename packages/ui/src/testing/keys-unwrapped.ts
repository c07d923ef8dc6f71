import { configure, getConfig } from '@testing-library/dom';

/**
 * Runs `test` with keys sent as a browser sends them. Testing Library wraps every key in act(),
 * which renders all pending updates before the next key; a browser does not, so a bug that loses
 * characters typed quickly only shows when the keys go out unwrapped, as fast as they can.
 */
export async function withKeysUnwrapped(test: () => Promise<void>): Promise<void> {
  const { eventWrapper, asyncWrapper } = getConfig();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  configure({ eventWrapper: (dispatch) => dispatch(), asyncWrapper: (run) => run() });
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await test();
  } finally {
    configure({ eventWrapper, asyncWrapper });
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  }
}
