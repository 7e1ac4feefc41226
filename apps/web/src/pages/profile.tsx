import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/profile: not built yet (real title and metadata, "coming soon" body). */
export default function ProfilePage() {
  return <ComingSoon page="profile" />;
}
