import { AuthPage, SignUpForm } from '../features/account/index.ts';

/** /{lang}/sign-up: create an account (3 free credits after confirming the e-mail). */
export default function SignUpPage() {
  return (
    <AuthPage page="sign-up" intro="signUp.intro">
      <SignUpForm />
    </AuthPage>
  );
}
