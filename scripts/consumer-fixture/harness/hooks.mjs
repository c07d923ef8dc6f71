// A hook renders: the category tree is prefetched through the hooks' query factory from the
// reference server, server-rendered in plain Node, then hydrated in jsdom, where a second hook
// fetches the products. Usage: node harness/hooks.mjs <server origin>
import { captureConsole, installJsdom } from './jsdom-env.mjs';
import { summarize } from './messages.mjs';

const origin = process.argv[2];
let failed = 0;
const ok = (message) => console.log(`  ok   ${message}`);
const fail = (message) => {
  failed += 1;
  console.log(`  FAIL ${message}`);
};

const React = await import('react');
const { renderToString } = await import('react-dom/server');
const { dehydrate, hydrate, QueryClient } = await import('@tanstack/react-query');
const { createEbsnClient } = await import('@carrello/sdk');
const { createCarrelloQueryClient } = await import('@carrello/hooks');
const { HooksApp, prefetch } = await import('../out/esm/hooks-app.js');

const client = createEbsnClient({ baseUrl: origin });
const serverQueryClient = createCarrelloQueryClient();
let html = '';
let state;
try {
  await prefetch(client, serverQueryClient);
  html = renderToString(React.createElement(HooksApp, { client, queryClient: serverQueryClient }));
  state = JSON.parse(JSON.stringify(dehydrate(serverQueryClient)));
  if (!html.includes('Frutta e verdura') || html.includes('Caricamento'))
    fail(`useCategoryTree did not server-render the prefetched tree: ${html.slice(0, 300)}`);
  else ok('useCategoryTree server-rendered the tree prefetched with categoryQueries.tree');
} catch (error) {
  fail(`server render of the hooks threw ${error?.name}: ${error?.message}`);
}

if (state) {
  installJsdom();
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(queryClient, state);
  let root;
  let names = [];
  const messages = await captureConsole(async (log) => {
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(HooksApp, { client, queryClient }), {
        onRecoverableError: (error) => log.push(`recoverable error: ${error?.message ?? error}`),
      });
    });
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      names = [...container.querySelectorAll('[data-testid="products"] li')].map(
        (li) => li.textContent,
      );
      if (names.length > 0) break;
      await React.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    await React.act(async () => root.unmount());
  });
  if (messages.length > 0)
    fail(`hydrating the hooks app: ${summarize(messages).join('\n        ')}`);
  else ok('the hooks app hydrated without a warning');
  if (names.length === 0) fail('useProducts fetched no product in jsdom');
  else ok(`useProducts fetched from the server after hydration: ${names.join(', ')}`);
}
process.exit(failed > 0 ? 1 : 0);
