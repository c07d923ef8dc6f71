'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * Collects the styles of every styled component rendered on the server (the app's and the kit's)
 * and streams them into the `<head>` as `<style data-styled>`, so the first paint is styled.
 * In the browser styled-components injects its styles itself, so the children render as they are.
 */
export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  // One sheet per request: the state initialiser runs once per server render.
  const [sheet] = useState(() => new ServerStyleSheet());

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    // Streaming calls this once per flush: send each rule once.
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  if (typeof window !== 'undefined') return <>{children}</>;
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}
