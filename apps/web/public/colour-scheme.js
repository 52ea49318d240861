// Sets the colour scheme before the first paint (index.html), as Mantine's ColorSchemeScript
// does for the key and default of app/Providers.tsx ("colour-scheme", auto).
(() => {
  let scheme = "light";
  try {
    const stored = window.localStorage.getItem("colour-scheme");
    scheme =
      stored === "light" || stored === "dark"
        ? stored
        : window.matchMedia("(prefers-color-scheme: dark)").matches
          ? "dark"
          : "light";
  } catch (_error) {
    // No storage (private mode, blocked): the system's scheme is unknown too; light.
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
