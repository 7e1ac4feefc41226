import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/dpa: not built yet (real title and metadata, "coming soon" body). */
export default function DpaPage() {
  return <ComingSoon page="dpa" />;
}
