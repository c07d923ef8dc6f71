import { Outlet } from 'react-router-dom';

import { ProfileMenuLayout } from '../account/profile-menu';

/** `/profile`: the profile menu (docs/requirements/account.md) beside the profile pages. */
export function ProfileLayout() {
  return (
    <ProfileMenuLayout>
      <Outlet />
    </ProfileMenuLayout>
  );
}
