import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /{lang}/auth/update-password: not built yet (real title and metadata, "coming soon" body). */
export default function UpdatePasswordPage() {
  return <ComingSoon page="update-password" />;
}
