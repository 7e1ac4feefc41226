import { LegalPage } from '../components/LegalPage.tsx';

/** /{lang}/money-back-guarantee: content/legal/money-back-guarantee.{lang}.md with the operator's data. */
export default function MoneyBackGuaranteePage() {
  return <LegalPage page="money-back-guarantee" />;
}
