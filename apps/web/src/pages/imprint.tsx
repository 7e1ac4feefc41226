import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/imprint: not built yet (real title and metadata, "coming soon" body). */
export default function ImprintPage() {
  return <ComingSoon page="imprint" />;
}
