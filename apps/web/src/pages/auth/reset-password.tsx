import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /{lang}/auth/reset-password: not built yet (real title and metadata, "coming soon" body). */
export default function ResetPasswordPage() {
  return <ComingSoon page="reset-password" />;
}
