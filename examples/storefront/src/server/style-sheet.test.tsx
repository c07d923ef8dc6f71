// @vitest-environment node
import { renderToString } from 'react-dom/server';
import styled, { keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { createServerStyleSheet } from './style-sheet';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Badge = styled.span<{ $tone: 'sale' | 'new' }>`
  color: ${({ $tone }) => ($tone === 'sale' ? 'crimson' : 'seagreen')};
  &:hover {
    text-decoration: underline;
  }
`;
const Spinner = styled.div`
  animation: ${spin} 1s linear infinite;
`;
const Panel = styled.section`
  display: grid;
  @media (min-width: 48rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The `<style>` a page rendered alone would carry. */
function styleOf(page: React.ReactElement): string {
  const sheet = createServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(page));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('the server style sheet', () => {
  it('gives each page its own rules, the same however many pages came before', () => {
    const sale = <Badge $tone="sale">-20%</Badge>;
    const first = styleOf(sale);
    expect(first).toContain('color:crimson');
    expect(first).toContain(':hover');

    const other = styleOf(
      <Panel>
        <Badge $tone="new">Novità</Badge>
        <Spinner />
      </Panel>,
    );
    expect(other).toContain('color:seagreen');
    expect(other).toMatch(/@keyframes \S+\{from\{transform:rotate\(0deg\);\}/);
    expect(other).toContain('@media (min-width: 48rem)');
    expect(other).not.toContain('crimson');

    // Rendered again after the others: the same rules, none of the other pages'.
    expect(styleOf(sale)).toBe(first);
    expect(
      styleOf(
        <Panel>
          <Badge $tone="new">Novità</Badge>
          <Spinner />
        </Panel>,
      ),
    ).toBe(other);
  });
});
