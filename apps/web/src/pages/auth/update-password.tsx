import { AuthPage, UpdatePasswordForm } from '../../features/account/index.ts';

/** /{lang}/auth/update-password?token=…: set a new password from the reset link. */
export default function UpdatePasswordPage() {
  return (
    <AuthPage page="update-password" intro="update.intro">
      <UpdatePasswordForm />
    </AuthPage>
  );
}
