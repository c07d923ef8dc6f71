import { useUserDetail } from '@carrello/hooks';

import { CardColumn, LoadingOrError } from '../shell/cards';
import { Page } from '../shell/page';

/** `/profile/dashboard`. */
export function DashboardPage() {
  const detail = useUserDetail();
  return (
    <Page title="Il mio profilo">
      {detail.data ? (
        <CardColumn>
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
        </CardColumn>
      ) : (
        <LoadingOrError error={detail.error} />
      )}
    </Page>
  );
}
