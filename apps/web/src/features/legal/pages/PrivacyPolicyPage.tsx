import { LegalDocumentView } from "../components/LegalDocumentView.tsx";

export function PrivacyPolicyPage() {
  return <LegalDocumentView documentKey="privacyPolicy" />;
}
