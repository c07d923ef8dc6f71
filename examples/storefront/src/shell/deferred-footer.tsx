import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

// The footer (link columns, the newsletter form with its form library) sits below the fold: it is
// not part of the first paint. It loads when the shopper scrolls near it or when the browser is
// idle, whichever comes first.
const loadFooter = () => import('./footer');
const Footer = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));

const Placeholder = styled.div`
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Spec 2.3 "Footer", loaded on demand; its room is kept meanwhile, so nothing jumps. */
export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            { rootMargin: '600px 0px' },
          )
        : null;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(want, { timeout: 4_000 })
        : undefined;
    const timer = idle === undefined ? window.setTimeout(want, 2_000) : undefined;
    return () => {
      observer?.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [wanted]);

  const room = <Placeholder ref={placeholder} aria-hidden="true" />;
  return wanted ? (
    <Suspense fallback={room}>
      <Footer />
    </Suspense>
  ) : (
    room
  );
}
