import { ProfilePage } from '../features/account/index.ts';

/** /{lang}/profile (protected): the account page. */
export default function Profile() {
  return <ProfilePage />;
}
