import type { Category, NavItem } from '@carrello/sdk';
import { navItem } from '../testing/nav-items';

let nextId = 1000;
function category(name: string, children: string[] = [], parentId = 0): Category {
  const categoryId = (nextId += 1);
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    categoryId,
    parentId,
    slug,
    name,
    itemUrl: `/${slug}`,
    categories: children.map((child) => category(child, [], categoryId)),
  };
}

/** A grocery category tree for stories and tests. */
export const categoryTree: Category[] = [
  category('Frutta e verdura', [
    'Frutta fresca',
    'Verdura fresca',
    'Insalate pronte',
    'Frutta secca',
  ]),
  category('Latte, burro e uova', ['Latte fresco', 'Latte UHT', 'Burro', 'Uova']),
  category('Formaggi e salumi', [
    'Formaggi freschi',
    'Formaggi stagionati',
    'Prosciutti',
    'Salami',
  ]),
  category('Carne e pesce', ['Bovino', 'Pollo e tacchino', 'Pesce fresco']),
  category('Pane e pasticceria', ['Pane fresco', 'Grissini e crackers', 'Torte']),
  category('Dispensa', [
    'Pasta',
    'Riso',
    'Conserve di pomodoro',
    'Olio e aceto',
    'Legumi in scatola',
  ]),
  category('Surgelati', ['Verdure surgelate', 'Gelati', 'Pizze surgelate']),
  category('Bevande', ['Acqua', 'Bibite', 'Vino', 'Birra']),
  category('Prodotti per la cura della casa e del bucato a basso impatto ambientale', [
    'Detersivi per lavatrice concentrati e ricariche sfuse',
    'Pulizia superfici',
  ]),
];

/** The "info" tab items, with sub-links. */
export const infoItems: NavItem[] = [
  navItem(1, 'Servizi', '/page/servizi', [
    ['Consegna a domicilio', '/page/consegna'],
    ['Ritiro in negozio', '/page/ritiro'],
  ]),
  navItem(2, 'Volantini', '/volantini'),
  navItem(3, 'Contatti', '/page/contatti'),
];
