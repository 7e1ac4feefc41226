import { AuthPage, ResetRequestForm } from '../../features/account/index.ts';

/** /{lang}/auth/reset-password: request a reset link by e-mail. */
export default function ResetPasswordPage() {
  return (
    <AuthPage page="reset-password" intro="reset.intro">
      <ResetRequestForm />
    </AuthPage>
  );
}
