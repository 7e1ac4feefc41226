import { LegalPage } from '../components/LegalPage.tsx';

/** /{lang}/privacy-policy: content/legal/privacy-policy.{lang}.md with the operator's data. */
export default function PrivacyPolicyPage() {
  return <LegalPage page="privacy-policy" />;
}
