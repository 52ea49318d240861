import { LegalDocumentView } from "../components/LegalDocumentView.tsx";

export function TermsOfUsePage() {
  return <LegalDocumentView documentKey="termsOfUse" />;
}
