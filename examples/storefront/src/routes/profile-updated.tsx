import { Message } from '../account/profile-message';

/** `/profile/profile-updated` (open to everyone). */
export function ProfileUpdatedPage() {
  return (
    <Message title="Dati aggiornati">
      <p>I tuoi dati sono stati salvati.</p>
    </Message>
  );
}
