import { LegalPage } from '../components/LegalPage.tsx';

/** /{lang}/dpa: content/legal/dpa.{lang}.md with the operator's data. */
export default function DpaPage() {
  return <LegalPage page="dpa" />;
}
