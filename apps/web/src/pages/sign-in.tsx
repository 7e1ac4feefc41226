import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/sign-in: not built yet (real title and metadata, "coming soon" body). */
export default function SignInPage() {
  return <ComingSoon page="sign-in" />;
}
