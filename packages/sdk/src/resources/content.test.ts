import { describeResource } from '../testing/resource-cases';

describeResource('content', [
  {
    call: (client) => client.content.page({ page_name: 'chi-siamo' }),
    query: { page_name: 'chi-siamo' },
    data: { id: 5, slug: 'chi-siamo', title: { rendered: 'Chi siamo' } },
  },
  {
    call: (client) => client.content.leaflets(),
  },
  {
    call: (client) => client.content.leaflets({ parent_leaflet_type_id: 1 }),
    query: { parent_leaflet_type_id: '1' },
  },
  {
    call: (client) => client.content.leaflet({ slug: 'volantino-novembre' }),
    query: { slug: 'volantino-novembre' },
  },
  {
    call: (client) =>
      client.content.leafletProducts({ parent_leaflet_id: 7, page: 1, page_size: 24 }),
    query: { parent_leaflet_id: '7', page: '1', page_size: '24' },
  },
  {
    call: (client) => client.content.faqCategories(),
  },
  {
    call: (client) => client.content.faqs({ category_slug: 'consegne' }),
    query: { category_slug: 'consegne' },
  },
  {
    call: (client) => client.content.popup({ popup_code: 'benvenuto' }),
    query: { popup_code: 'benvenuto' },
    data: { TITLE: 'Benvenuto', DESCRIPTION: '<p>Spesa a casa tua.</p>' },
  },
]);
