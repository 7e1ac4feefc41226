import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/changelog: not built yet (real title and metadata, "coming soon" body). */
export default function ChangelogPage() {
  return <ComingSoon page="changelog" />;
}
