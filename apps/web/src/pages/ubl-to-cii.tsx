import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/ubl-to-cii: not built yet (real title and metadata, "coming soon" body). */
export default function UblToCiiPage() {
  return <ComingSoon page="ubl-to-cii" />;
}
