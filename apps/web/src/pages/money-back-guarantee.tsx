import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/money-back-guarantee: not built yet (real title and metadata, "coming soon" body). */
export default function MoneyBackGuaranteePage() {
  return <ComingSoon page="money-back-guarantee" />;
}
