import { ThankYou } from '../features/account/index.ts';

/** /{lang}/thank-you?session_id=…: after a payment. */
export default function ThankYouPage() {
  return <ThankYou />;
}
