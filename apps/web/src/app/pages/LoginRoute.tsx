import { LoginPage } from "../../features/auth/pages/LoginPage.tsx";
import { MicrosoftSignIn } from "../../features/microsoft/components/MicrosoftSignIn.tsx";

/** The sign-in page with Microsoft as an alternative: features meet here, not in each other. */
export function LoginRoute() {
  return <LoginPage alternatives={<MicrosoftSignIn />} />;
}
