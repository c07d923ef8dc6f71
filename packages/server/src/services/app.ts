import type { components } from '@carrello/sdk';

import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { categoryBlocks, categoryIndex } from './catalogue';

type Schemas = components['schemas'];
/** The contract's `ApplicationConfig`. */
type WireApplicationConfig = Schemas['ApplicationConfig'];
/** The contract's `NavItem`. */
type WireNavItem = Schemas['NavItem'];
/** The contract's `VersionInfo`. */
type WireVersionInfo = Schemas['VersionInfo'];

function isNavItem(value: unknown): value is WireNavItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.ID === 'number' && typeof item.name === 'string' && typeof item.itemUrl === 'string'
  );
}

function navItems(value: unknown): WireNavItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isNavItem).map((item) => ({
    ...item,
    ...(item.templateNavItems ? { templateNavItems: navItems(item.templateNavItems) } : {}),
  }));
}

/**
 * Header and footer navigation (the `header` and `footer` navigation templates) and the blocks of
 * the `application` category, the header news banner among them.
 */
export async function applicationConfig(db: Db): Promise<WireApplicationConfig> {
  const [templates, index] = await Promise.all([
    db
      .selectFrom('nav_templates')
      .select(['code', 'items'])
      .where('code', 'in', ['header', 'footer'])
      .execute(),
    categoryIndex(db),
  ]);
  const application = index.bySlug.get('application');
  const byCode = new Map(templates.map((row) => [row.code, row.items]));
  return {
    templateNavItems: {
      header: navItems(byCode.get('header')),
      footer: navItems(byCode.get('footer')),
    },
    categoryBlocks: application ? await categoryBlocks(db, application.id) : [],
  };
}

/**
 * The latest version of the app for a platform (web when not given or unknown). `url` keeps the
 * `{platform}` placeholder the client replaces. `webVersion` (the configured or development
 * override) replaces the number the web build gets, and is reported even when no version is
 * published in `version_info` (a production database: only the demo seed fills that table).
 */
export async function lastVersion(
  db: Db,
  platform = 'web',
  webVersion?: string,
): Promise<WireVersionInfo> {
  const rows = await db
    .selectFrom('version_info')
    .select(['platform', 'version', 'description', 'store_url'])
    .where('platform', 'in', [platform, 'web'])
    .orderBy('id', 'desc')
    .execute();
  const row = rows.find((r) => r.platform === platform) ?? rows[0];
  if (!row) {
    if (!webVersion) throw new BusinessError('Nessuna versione dell’app pubblicata', 'NO_VERSION');
    // The same answer as a published web version with no description (the table's defaults).
    return {
      lastVersion: { version: webVersion, description: '', url: '/app/{platform}' },
    } as WireVersionInfo;
  }
  return {
    lastVersion: {
      version: row.platform === 'web' && webVersion ? webVersion : row.version,
      description: row.description,
      url: row.store_url ?? '/app/{platform}',
    },
  } as WireVersionInfo;
}
