import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/faq: not built yet (real title and metadata, "coming soon" body). */
export default function FaqPage() {
  return <ComingSoon page="faq" />;
}
