import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { withFakeTimersEachTest } from '../testing/fake-timers';
import { createAppLifecycle, type AppLifecycleOptions } from './app-lifecycle';
import {
  createCapacitorPlatform,
  createWebPlatform,
  detectPlatform,
  type AppPlatform,
} from './platform';

const MINUTE = 60_000;
const THRESHOLD = 30 * MINUTE;

/** A device the test drives: it resumes on demand and records portrait locks. */
function fakePlatform() {
  const resumeListeners = new Set<() => void>();
  const platform: AppPlatform & { resume(): void; locks: number; listeners(): number } = {
    name: 'android',
    canScanBarcodes: false,
    appVersion: () => Promise.resolve('3.3.1'),
    onResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    lockPortrait() {
      platform.locks += 1;
      return Promise.resolve();
    },
    resume: () => resumeListeners.forEach((listener) => listener()),
    locks: 0,
    listeners: () => resumeListeners.size,
  };
  return platform;
}

function start(overrides: Partial<AppLifecycleOptions> = {}) {
  const platform = fakePlatform();
  const calls: string[] = [];
  let hash = '';
  let width = 390;
  let signedIn = false;
  const lifecycle = createAppLifecycle({
    platform,
    restartAfterMs: THRESHOLD,
    excludedHashes: ['#pagamento'],
    isAuthenticated: () => signedIn,
    reloadCart: () => calls.push('reloadCart'),
    refreshAuth: () => {
      calls.push('refreshAuth');
      return Promise.resolve();
    },
    openLogin: () => calls.push('openLogin'),
    restart: () => calls.push('restart'),
    currentHash: () => hash,
    viewportWidth: () => width,
    ...overrides,
  });
  for (const event of ['reload', 'restart', 'notLoggedIn'] as const)
    lifecycle.on(event, () => calls.push(`event:${event}`));
  return {
    platform,
    lifecycle,
    calls,
    setHash: (value: string) => (hash = value),
    setWidth: (value: number) => (width = value),
    signIn: () => (signedIn = true),
  };
}

describe('the app lifecycle (docs/requirements/app-shell.md)', () => {
  withFakeTimersEachTest();

  it('reloads the cart of a signed-in shopper 100 ms after a short resume, then emits reload', () => {
    const app = start();
    app.signIn();
    vi.advanceTimersByTime(5 * MINUTE);
    app.platform.resume();
    vi.advanceTimersByTime(99);
    expect(app.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(app.calls).toEqual(['reloadCart', 'event:reload']);
  });

  it('only emits reload for a short resume of a shopper not signed in', () => {
    const app = start();
    vi.advanceTimersByTime(MINUTE);
    app.platform.resume();
    vi.advanceTimersByTime(100);
    expect(app.calls).toEqual(['event:reload']);
  });

  it('restarts the app on a resume later than the threshold after the start', () => {
    const app = start();
    app.signIn();
    vi.advanceTimersByTime(THRESHOLD + 1);
    app.platform.resume();
    vi.advanceTimersByTime(100);
    expect(app.calls).toEqual(['restart', 'event:restart']);
  });

  it('does not restart at exactly the threshold, nor on an excluded hash', () => {
    const app = start();
    vi.advanceTimersByTime(THRESHOLD - 100);
    app.platform.resume();
    vi.advanceTimersByTime(100);
    expect(app.calls).toEqual(['event:reload']);
    app.calls.length = 0;
    vi.advanceTimersByTime(MINUTE);
    app.setHash('#pagamento');
    app.platform.resume();
    vi.advanceTimersByTime(100);
    expect(app.calls).toEqual(['event:reload']);
  });

  it('updates the authentication and then opens the sign-in on the not-logged-in event', async () => {
    const app = start();
    app.lifecycle.emit('notLoggedIn');
    expect(app.calls).toEqual(['refreshAuth', 'event:notLoggedIn']);
    await vi.advanceTimersByTimeAsync(0);
    expect(app.calls).toEqual(['refreshAuth', 'event:notLoggedIn', 'openLogin']);
  });

  it('still opens the sign-in when the authentication update fails', async () => {
    const calls: string[] = [];
    const app = start({
      refreshAuth: () => Promise.reject(new Error('offline')),
      openLogin: () => calls.push('openLogin'),
    });
    app.lifecycle.emit('notLoggedIn');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['openLogin']);
  });

  it('locks a narrow screen to portrait 1500 ms after the start, and leaves a wide one', () => {
    const narrow = start();
    vi.advanceTimersByTime(1499);
    expect(narrow.platform.locks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(narrow.platform.locks).toBe(1);

    const wide = start();
    wide.setWidth(600);
    vi.advanceTimersByTime(1500);
    expect(wide.platform.locks).toBe(0);
  });

  it('stops listening, and cancels its timers, when stopped', () => {
    const app = start();
    app.platform.resume();
    app.lifecycle.stop();
    vi.advanceTimersByTime(2000);
    expect(app.calls).toEqual([]);
    expect(app.platform.locks).toBe(0);
    expect(app.platform.listeners()).toBe(0);
  });
});

describe('the web platform', () => {
  let hidden = false;
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function setHidden(value: boolean) {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('resumes when the page is visible again after a long absence only', () => {
    const platform = createWebPlatform({ minAbsenceMs: MINUTE });
    const resumed = vi.fn();
    const stop = platform.onResume(resumed);
    setHidden(true);
    vi.advanceTimersByTime(MINUTE - 1);
    setHidden(false);
    expect(resumed).not.toHaveBeenCalled();
    setHidden(true);
    vi.advanceTimersByTime(MINUTE);
    setHidden(false);
    expect(resumed).toHaveBeenCalledTimes(1);
    stop();
    setHidden(true);
    vi.advanceTimersByTime(10 * MINUTE);
    setHidden(false);
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it('resumes when the back-forward cache shows the page again after a long absence', () => {
    const platform = createWebPlatform({ minAbsenceMs: MINUTE });
    const resumed = vi.fn();
    platform.onResume(resumed);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(2 * MINUTE);
    const shown = Object.assign(new Event('pageshow'), { persisted: true });
    window.dispatchEvent(shown);
    expect(resumed).toHaveBeenCalledTimes(1);
    expect(platform.name).toBe('web');
    expect(platform.canScanBarcodes).toBe(false);
  });
});

describe('the Capacitor platform', () => {
  it("uses the App plugin's resume and version, and the orientation plugin's lock", async () => {
    let resume: (() => void) | undefined;
    const removed = vi.fn();
    const lock = vi.fn(async () => {});
    const platform = createCapacitorPlatform({
      platform: 'ios',
      app: {
        getInfo: () => Promise.resolve({ version: '3.4.0' }),
        addListener: (_event, listener) => {
          resume = listener;
          return Promise.resolve({ remove: removed });
        },
      },
      screenOrientation: { lock },
      scanBarcode: () => Promise.resolve('8001234567890'),
    });
    const resumed = vi.fn();
    const stop = platform.onResume(resumed);
    await Promise.resolve();
    resume?.();
    expect(resumed).toHaveBeenCalledTimes(1);
    expect(await platform.appVersion()).toBe('3.4.0');
    await platform.lockPortrait();
    expect(lock).toHaveBeenCalledWith({ orientation: 'portrait' });
    expect(platform.name).toBe('ios');
    expect(platform.canScanBarcodes).toBe(true);
    stop();
    expect(removed).toHaveBeenCalled();
  });

  it('is detected from the native shell’s Capacitor global only', () => {
    expect(detectPlatform({})).toBe('web');
    expect(detectPlatform({ Capacitor: { isNativePlatform: () => false } })).toBe('web');
    expect(
      detectPlatform({ Capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' } }),
    ).toBe('android');
  });
});
