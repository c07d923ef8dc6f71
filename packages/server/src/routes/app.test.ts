import { describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract';
import { SDK_HEADERS, type TestApp, testAppBeforeAll } from '../testing/test-app';

interface NavItem {
  ID: number;
  name: string;
  itemUrl: string;
  templateNavItems?: NavItem[];
}

const t = testAppBeforeAll({ products: 50 });

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: SDK_HEADERS });

/** The latest version `app.version` gives for a platform (the web without one). */
async function lastVersion(
  app: TestApp['app'],
  options: { platform?: string; headers?: Record<string, string> } = {},
) {
  const query = options.platform ? `?platform=${options.platform}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/ebsn/api/app/version${query}`,
    headers: options.headers ?? SDK_HEADERS,
  });
  return expectContract<{ data: { lastVersion: { version: string } } }>(
    app,
    'app.version',
    response,
  ).data.lastVersion.version;
}

/** Asks the development control to raise the version this browser is told about. */
function raiseVersion(app: TestApp['app'], version: string) {
  return app.inject({ method: 'POST', url: '/dev/app-version', payload: { version } });
}

describe('app.config', () => {
  it('gives the header and footer menus and the header news banner block', async () => {
    const body = expectContract<{
      data: {
        templateNavItems: { header: NavItem[]; footer: NavItem[] };
        categoryBlocks: Array<{
          categoryBlockId: number;
          templateBlock: { codInt: string };
          proposals: Array<{ name: string; link?: string }>;
        }>;
      };
    }>(t.app, 'app.config', await get('/ebsn/api/app/config'));
    const { header, footer } = body.data.templateNavItems;
    expect(header.map((item) => item.name)).toContain('Volantini');
    expect(footer.map((item) => item.name)).toContain('Contatti');
    const links = footer.flatMap((column) => column.templateNavItems ?? []).map((i) => i.itemUrl);
    expect(links).toContain('/page/condizioni-di-vendita');
    expect(links).toContain('/page/privacy-policy');
    const banner = body.data.categoryBlocks.find((b) => b.templateBlock.codInt === 'header');
    expect(banner?.proposals[0]?.name).toMatch(/Consegna gratuita/);
  });
});

describe('app.version', () => {
  it('gives the latest version of a platform with the {platform} address', async () => {
    const body = expectContract<{
      data: { lastVersion: { version: string; description: string; url: string } };
    }>(t.app, 'app.version', await get('/ebsn/api/app/version?platform=android&version=3.3.2'));
    expect(body.data.lastVersion.version).toBe('3.4.0');
    expect(body.data.lastVersion.description).toMatch(/codice a barre/);
    expect(body.data.lastVersion.url).toContain('{platform}');
    expect(await lastVersion(t.app)).toBe('1.0.0');
  });

  it('reports a version raised by the development control to that browser only', async () => {
    const raised = await raiseVersion(t.app, '9.1.0');
    expect(raised.statusCode).toBe(200);
    const cookie = raised.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await lastVersion(t.app, { headers: { ...SDK_HEADERS, cookie } })).toBe('9.1.0');
    expect(await lastVersion(t.app)).toBe('1.0.0');
    const refused = await raiseVersion(t.app, '<script>');
    expect(refused.statusCode).toBe(400);
  });

  it('refuses an unknown platform with 400', async () => {
    const response = await get('/ebsn/api/app/version?platform=symbian');
    expect(response.statusCode).toBe(400);
    expectContract(t.app, 'app.version', response);
  });
});

describe('app.version with CARRELLO_APP_LAST_VERSION', () => {
  const configured = testAppBeforeAll({
    products: 10,
    config: { appLastVersion: '2.5.0', devTools: false },
  });

  it('reports the configured web version, and has no development control without dev tools', async () => {
    expect(await lastVersion(configured.app, { platform: 'web' })).toBe('2.5.0');
    expect(await lastVersion(configured.app, { platform: 'android' })).toBe('3.4.0');
    const control = await raiseVersion(configured.app, '9.1.0');
    expect(control.statusCode).toBe(404);
  });
});

describe('app.version with CARRELLO_APP_LAST_VERSION on a production database', () => {
  // Only the demo seed publishes versions: a production database has none in version_info.
  const production = testAppBeforeAll({
    products: 10,
    config: { production: true, devTools: false, demo: false, appLastVersion: '2.6.0' },
  });

  it('reports the configured version even though no version is published', async () => {
    await production.db.deleteFrom('version_info').execute();
    expect(await lastVersion(production.app)).toBe('2.6.0');
    expect(await lastVersion(production.app, { platform: 'ios' })).toBe('2.6.0');
  });
});

describe('app.version with no version published nor configured', () => {
  const empty = testAppBeforeAll({ products: 10, config: { devTools: false } });

  it('answers NO_VERSION', async () => {
    await empty.db.deleteFrom('version_info').execute();
    const answer = await empty.app.inject({
      method: 'GET',
      url: '/ebsn/api/app/version',
      headers: SDK_HEADERS,
    });
    const body = expectContract<{ response: { errors: Array<{ code?: string }> } }>(
      empty.app,
      'app.version',
      answer,
    );
    expect(body.response.errors.map((error) => error.code)).toContain('NO_VERSION');
  });
});
