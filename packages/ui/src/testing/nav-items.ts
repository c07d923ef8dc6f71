// Stories and tests only: navigation items as the navigation templates send them. The build
// never reaches this folder.
import type { NavItem } from '@carrello/sdk';

/**
 * A navigation item; each of `links` (name, URL) becomes one of its `templateNavItems`, numbered
 * `ID * 10 + 1`, `ID * 10 + 2` and so on. Without `links` the item has no `templateNavItems`.
 * @example
 * navItem(2, 'Servizi', '/page/servizi', [['Domande frequenti', '/faq']]);
 */
export function navItem(
  ID: number,
  name: string,
  itemUrl: string,
  links?: readonly (readonly [name: string, itemUrl: string])[],
): NavItem {
  if (!links) return { ID, name, itemUrl };
  return {
    ID,
    name,
    itemUrl,
    templateNavItems: links.map(([linkName, linkUrl], index) => ({
      ID: ID * 10 + index + 1,
      name: linkName,
      itemUrl: linkUrl,
    })),
  };
}
