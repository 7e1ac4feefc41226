import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /{lang}/auth/callback: not built yet (real title and metadata, "coming soon" body). */
export default function AuthCallbackPage() {
  return <ComingSoon page="auth-callback" />;
}
