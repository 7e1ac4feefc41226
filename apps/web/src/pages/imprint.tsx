import { LegalPage } from '../components/LegalPage.tsx';

/** /{lang}/imprint: content/legal/imprint.{lang}.md with the operator's data. */
export default function ImprintPage() {
  return <LegalPage page="imprint" />;
}
