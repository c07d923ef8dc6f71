import { Link } from 'react-router-dom';

import { Message } from '../account/profile-message';

/** `/profile/profile-update-error`: a save that failed for a reason other than a field. */
export function ProfileUpdateErrorPage() {
  return (
    <Message title="Dati non aggiornati">
      <p role="alert">Non è stato possibile salvare i tuoi dati. Riprova tra qualche minuto.</p>
      <p>
        <Link to="/profile/profile-update">Riprova</Link>
      </p>
    </Message>
  );
}
