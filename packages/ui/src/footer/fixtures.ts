import type { NavItem } from '@carrello/sdk';

/** Footer link columns as the footer navigation template sends them. */
export const footerColumns: NavItem[] = [
  {
    ID: 1,
    name: 'Chi siamo',
    itemUrl: '/page/chi-siamo',
    templateNavItems: [
      { ID: 11, name: 'La nostra storia', itemUrl: '/page/storia' },
      { ID: 12, name: 'Lavora con noi', itemUrl: '/page/lavora-con-noi' },
    ],
  },
  {
    ID: 2,
    name: 'Servizi',
    itemUrl: '/page/servizi',
    templateNavItems: [
      { ID: 21, name: 'Consegna a domicilio', itemUrl: '/page/consegna' },
      { ID: 22, name: 'Ritiro in negozio', itemUrl: '/page/ritiro' },
      { ID: 23, name: 'Domande frequenti', itemUrl: '/faq' },
    ],
  },
  {
    ID: 3,
    name: 'Contatti',
    itemUrl: '/page/contatti',
    templateNavItems: [
      { ID: 31, name: 'Servizio clienti: 800 123 456', itemUrl: 'tel:800123456' },
      { ID: 32, name: 'assistenza@carrello.dev', itemUrl: 'mailto:assistenza@carrello.dev' },
    ],
  },
];
