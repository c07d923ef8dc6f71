import { render, screen } from '@testing-library/react';
import { useId, version } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';

import packageJson from '../../package.json';

// The React this suite must run on: the workspace's (18.3), or the one that
// scripts/react-matrix.mjs installs for the React 19 leg and names in CARRELLO_REACT_VERSION.
const expected = process.env.CARRELLO_REACT_VERSION ?? packageJson.devDependencies.react;

const Output = styled.output`
  font-weight: bold;
`;

function ReactVersion() {
  // A hook and a styled component: both throw if Testing Library's react-dom, styled-components
  // and this module reached different copies of React.
  const id = useId();
  return (
    <Output id={id} aria-label="React">
      {version}
    </Output>
  );
}

describe('the React the ui suite runs on', () => {
  it(`is React ${expected}, one copy for Testing Library, styled-components and the kit`, () => {
    render(<ReactVersion />);
    expect(screen.getByRole('status', { name: 'React' })).toHaveTextContent(expected);
    expect(reactDomVersion).toBe(expected);
  });
});
