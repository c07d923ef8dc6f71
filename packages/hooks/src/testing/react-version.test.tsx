import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

import packageJson from '../../package.json';

// The React this suite must run on: the workspace's (18.3), or the one that
// scripts/react-matrix.mjs installs for the React 19 leg and names in CARRELLO_REACT_VERSION.
const expected = process.env.CARRELLO_REACT_VERSION ?? packageJson.devDependencies.react;

function ReactVersion() {
  // TanStack Query's hooks throw if it and Testing Library's react-dom reached another React.
  const query = useQuery({ queryKey: ['react-version'], queryFn: () => version });
  return <p>{query.data ? `React ${query.data}` : 'loading'}</p>;
}

describe('the React the hooks suite runs on', () => {
  it(`is React ${expected}, one copy for Testing Library, TanStack Query and the kit`, async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ReactVersion />
      </QueryClientProvider>,
    );
    const paragraph = await screen.findByText(/^React /);
    expect(paragraph.textContent).toBe(`React ${expected}`);
    expect(reactDomVersion).toBe(expected);
  });
});
