import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a new password and its confirmation into the password forms' two fields (NewPasswordFields). */
export async function chooseNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  return user;
}
