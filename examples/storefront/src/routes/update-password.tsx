import { PasswordChangeForm } from '../account/password-change-form';
import { Page } from '../shell/page';

/** `/profile/update-password`: the rules shown first, the new password typed twice. */
export function UpdatePasswordPage() {
  return (
    <Page title="Cambia la password">
      <PasswordChangeForm />
    </Page>
  );
}
