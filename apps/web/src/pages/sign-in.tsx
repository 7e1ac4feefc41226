import { AuthPage, SignInForm } from '../features/account/index.ts';

/** /{lang}/sign-in */
export default function SignInPage() {
  return (
    <AuthPage page="sign-in" intro="signIn.intro">
      <SignInForm />
    </AuthPage>
  );
}
