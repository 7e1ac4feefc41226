import { LegalPage } from '../components/LegalPage.tsx';

/** /{lang}/terms-and-conditions: content/legal/terms-and-conditions.{lang}.md with the operator's data. */
export default function TermsAndConditionsPage() {
  return <LegalPage page="terms-and-conditions" />;
}
