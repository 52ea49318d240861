import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { LandingPage } from "../components/LandingPage.tsx";
import { WelcomePage } from "../components/WelcomePage.tsx";

/** `/`: the product's landing page when signed out, a welcome with quick links when signed in. */
export function HomePage() {
  const { user } = useCurrentUser();
  return user ? <WelcomePage user={user} /> : <LandingPage />;
}
