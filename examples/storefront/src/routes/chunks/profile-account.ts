// The account pages of the profile load together as one chunk, as they did when they shared a
// file: the personal data and its outcome pages, the password change, the confirmation links.

export { ProfileUpdatePage } from '../profile-update';
export { UpdatePasswordPage } from '../update-password';
export { ProfileUpdateErrorPage } from '../profile-update-error';
export { ProfileUpdatedPage } from '../profile-updated';
export { ProfileConfirmedPage } from '../profile-confirmed';
export { EmailUpdatedPage } from '../email-updated';
