import { memo, Suspense, use, useEffect } from 'react';
import { styled } from 'styled-components';

import { holdAppReady } from '../app/app-ready';
import type * as FooterExports from './footer';

/**
 * docs/requirements/app-shell.md "Footer", rendered on the server: its links to the FAQ, the content pages and the
 * stores are in the page's HTML, for crawlers and for shoppers without JavaScript. Its code (the
 * link columns, the newsletter form with its form library) is a chunk of its own, out of the
 * first load: the browser asks for it while the page hydrates, and React keeps the server's
 * footer as it is (a server-rendered Suspense boundary whose code has not arrived) and hydrates
 * it when the chunk is there, in a task of its own. (Not later, at the shopper's first sign of
 * use: a tap on its newsletter button would land on a form not hydrated yet.)
 */

type FooterModule = typeof FooterExports;

let footerModule: FooterModule | undefined;
let loading: Promise<FooterModule> | undefined;

function loadFooter(): Promise<FooterModule> {
  loading ??= import('./footer').then((module) => (footerModule = module));
  return loading;
}

/**
 * Loads the footer's module; the shell's loader waits for it on the server, so every server
 * render finds it loaded and renders the footer itself, not its placeholder.
 */
export function loadFooterModule(): Promise<unknown> {
  return loadFooter();
}

let footerHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (footerHydrated = resolve));

function LoadedFooter() {
  useEffect(() => footerHydrated(), []);
  const { Footer } = footerModule ?? use(loadFooter());
  return <Footer />;
}

const Placeholder = styled.div`
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The footer; a page rendered by the browser alone keeps its room while the chunk loads. Memo:
 * the shell's renders (the session arriving, a drawer opening) do not reach the server's footer
 * while it waits for its code, which would make React give up hydrating it and render it again
 * in the browser, from its placeholder.
 */
export const DeferredFooter = memo(function DeferredFooter() {
  // The page is not live before its footer is: a tap on its newsletter button would send the
  // server's form, not validate it (`<html data-app-ready>` waits for it).
  useEffect(() => holdAppReady(loadFooter().then(() => hydrated)), []);
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <LoadedFooter />
    </Suspense>
  );
});
