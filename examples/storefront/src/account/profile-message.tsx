import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Page } from '../shell/page';

/** A profile outcome page: its title, its message and the way back to the profile. */
export function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      {children}
      <p>
        <Link to="/profile/dashboard">Torna al profilo</Link>
      </p>
    </Page>
  );
}
