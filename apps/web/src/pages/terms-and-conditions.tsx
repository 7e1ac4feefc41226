import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/terms-and-conditions: not built yet (real title and metadata, "coming soon" body). */
export default function TermsAndConditionsPage() {
  return <ComingSoon page="terms-and-conditions" />;
}
