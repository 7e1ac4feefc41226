import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/privacy-policy: not built yet (real title and metadata, "coming soon" body). */
export default function PrivacyPolicyPage() {
  return <ComingSoon page="privacy-policy" />;
}
