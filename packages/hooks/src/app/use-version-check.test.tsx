import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { http, ok, refused, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext } from '../testing/wrapper';
import { withFakeTimersEachTest } from '../testing/fake-timers';
import { useVersionCheck, type UseVersionCheckOptions } from './use-version-check';

const INTERVAL = 60_000;

/** The versions the server answers in turn (the last one again after them); `null` fails. */
function answerVersions(versions: Array<string | null>) {
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get('/ebsn/api/app/version', ({ request }) => {
      asked.push(requestQuery(request));
      const version = versions[Math.min(asked.length - 1, versions.length - 1)];
      if (version === null || version === undefined)
        return Response.json(refused('Servizio non disponibile'));
      return Response.json(
        ok({
          lastVersion: {
            version,
            description: 'Nuova ricerca per codice a barre.',
            url: 'https://www.example.it/app/{platform}',
          },
        }),
      );
    }),
  );
  return asked;
}

/** Renders the hook as the app runs it (version 3.3.1, a home page address) with `overrides`. */
function renderVersionCheck(overrides: Partial<UseVersionCheckOptions> = {}) {
  const { wrapper, notify } = createTestContext();
  const { result } = renderHook(
    () =>
      useVersionCheck({
        currentVersion: '3.3.1',
        intervalMs: INTERVAL,
        currentUrl: 'https://www.example.it/',
        ...overrides,
      }),
    { wrapper },
  );
  return { result, notify };
}

async function tick() {
  await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
}

describe('useVersionCheck', () => {
  withFakeTimersEachTest({ shouldAdvanceTime: true });

  it('shows no dialog and keeps checking while the versions are equal', async () => {
    const asked = answerVersions(['3.3.1']);
    const { result } = renderVersionCheck();
    await waitFor(() => expect(asked).toHaveLength(1));
    await tick();
    await tick();
    expect(asked).toHaveLength(3);
    expect(asked[0]).toEqual({ platform: 'web', version: '3.3.1' });
    expect(result.current.updateAvailable).toBe(false);
  });

  it('offers the update when the latest version is newer, then stops checking', async () => {
    const asked = answerVersions(['3.3.1', '3.4.0']);
    const { result } = renderVersionCheck();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(result.current.updateAvailable).toBe(false);
    await tick();
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    expect(result.current.lastVersion?.version).toBe('3.4.0');
    await tick();
    await tick();
    expect(asked).toHaveLength(2);
  });

  it('offers nothing when the address already contains the latest version', async () => {
    const asked = answerVersions(['3.4.0']);
    const { result } = renderVersionCheck({
      currentUrl: 'https://www.example.it/3.4.0/index.html',
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    await tick();
    expect(asked).toHaveLength(2);
    expect(result.current.updateAvailable).toBe(false);
  });

  it('swallows check errors: nothing is notified and the next tick checks again', async () => {
    const asked = answerVersions([null, null, '3.4.0']);
    const { result, notify } = renderVersionCheck();
    await waitFor(() => expect(asked).toHaveLength(1));
    await tick();
    expect(asked).toHaveLength(2);
    expect(result.current.updateAvailable).toBe(false);
    await tick();
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends the browser to the update URL with the platform in place of {platform}', async () => {
    answerVersions(['4.0.0']);
    const openUrl = vi.fn();
    const { result } = renderVersionCheck({ openUrl });
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    act(() => result.current.confirmUpdate());
    expect(openUrl).toHaveBeenCalledWith('https://www.example.it/app/web');
  });

  it('closes the dialog on dismiss and does not check again', async () => {
    const asked = answerVersions(['4.0.0']);
    const { result } = renderVersionCheck();
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    act(() => result.current.dismiss());
    expect(result.current.updateAvailable).toBe(false);
    await tick();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing while disabled', async () => {
    const asked = answerVersions(['4.0.0']);
    renderVersionCheck({ enabled: false });
    await tick();
    expect(asked).toHaveLength(0);
  });
});
