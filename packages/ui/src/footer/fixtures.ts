import type { NavItem } from '@carrello/sdk';
import { navItem } from '../testing/nav-items';

/** Footer link columns as the footer navigation template sends them. */
export const footerColumns: NavItem[] = [
  navItem(1, 'Chi siamo', '/page/chi-siamo', [
    ['La nostra storia', '/page/storia'],
    ['Lavora con noi', '/page/lavora-con-noi'],
  ]),
  navItem(2, 'Servizi', '/page/servizi', [
    ['Consegna a domicilio', '/page/consegna'],
    ['Ritiro in negozio', '/page/ritiro'],
    ['Domande frequenti', '/faq'],
  ]),
  navItem(3, 'Contatti', '/page/contatti', [
    ['Servizio clienti: 800 123 456', 'tel:800123456'],
    ['assistenza@carrello.dev', 'mailto:assistenza@carrello.dev'],
  ]),
];
