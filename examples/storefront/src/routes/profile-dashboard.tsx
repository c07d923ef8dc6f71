import { useUserDetail } from '@carrello/hooks';

import { ProfileListCards, ProfileListLoading } from '../account/profile-list-cards';
import { Page } from '../shell/page';

/** `/profile/dashboard`. */
export function DashboardPage() {
  const detail = useUserDetail();
  return (
    <Page title="Il mio profilo">
      {detail.data ? (
        <ProfileListCards>
          <li>
            <h2>
              {detail.data.firstName} {detail.data.lastName}
            </h2>
            <p>{detail.data.email}</p>
            <p>
              {detail.data.phone ? `${detail.data.prefix} ${detail.data.phone}` : 'Nessun telefono'}
            </p>
            <p>{detail.data.profileLevel >= 1 ? 'Profilo confermato' : 'Profilo da confermare'}</p>
          </li>
        </ProfileListCards>
      ) : (
        <ProfileListLoading error={detail.error} />
      )}
    </Page>
  );
}
