import { describeResource } from '../testing/resource-cases';

describeResource('content', [
  {
    operationId: 'content.page',
    call: (client) => client.content.page({ page_name: 'chi-siamo' }),
    method: 'GET',
    path: '/ebsn/api/page/view',
    query: { page_name: 'chi-siamo' },
    data: { id: 5, slug: 'chi-siamo', title: { rendered: 'Chi siamo' } },
  },
  {
    operationId: 'content.leaflets',
    call: (client) => client.content.leaflets(),
    method: 'GET',
    path: '/ebsn/api/leaflet/search',
  },
  {
    operationId: 'content.leaflets',
    call: (client) => client.content.leaflets({ parent_leaflet_type_id: 1 }),
    method: 'GET',
    path: '/ebsn/api/leaflet/search',
    query: { parent_leaflet_type_id: '1' },
  },
  {
    operationId: 'content.leaflet',
    call: (client) => client.content.leaflet({ slug: 'volantino-novembre' }),
    method: 'GET',
    path: '/ebsn/api/leaflet/view',
    query: { slug: 'volantino-novembre' },
  },
  {
    operationId: 'content.leafletProducts',
    call: (client) =>
      client.content.leafletProducts({ parent_leaflet_id: 7, page: 1, page_size: 24 }),
    method: 'GET',
    path: '/ebsn/api/leaflet/product-search',
    query: { parent_leaflet_id: '7', page: '1', page_size: '24' },
  },
  {
    operationId: 'content.faqCategories',
    call: (client) => client.content.faqCategories(),
    method: 'GET',
    path: '/ebsn/api/faq/category-list',
  },
  {
    operationId: 'content.faqs',
    call: (client) => client.content.faqs({ category_slug: 'consegne' }),
    method: 'GET',
    path: '/ebsn/api/faq/list',
    query: { category_slug: 'consegne' },
  },
  {
    operationId: 'content.popup',
    call: (client) => client.content.popup({ popup_code: 'benvenuto' }),
    method: 'GET',
    path: '/ebsn/api/popup/view',
    query: { popup_code: 'benvenuto' },
    data: { TITLE: 'Benvenuto', DESCRIPTION: '<p>Spesa a casa tua.</p>' },
  },
]);
