import { AuthCallback, AuthPage } from '../../features/account/index.ts';

/** /{lang}/auth/callback: the e-mail verification link lands here. */
export default function AuthCallbackPage() {
  return (
    <AuthPage page="auth-callback" intro="callback.intro">
      <AuthCallback />
    </AuthPage>
  );
}
