import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/sign-up: not built yet (real title and metadata, "coming soon" body). */
export default function SignUpPage() {
  return <ComingSoon page="sign-up" />;
}
