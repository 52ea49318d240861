// Prerendered pages (the server's web-app.ts): their HTML and CSS paint first, then this loads
// the app's entry chunk and the page's chunks (`data-modules`, entry first), so on a slow
// connection the first paint does not share the line with the JavaScript. requestAnimationFrame
// runs just before the next paint and the timeout just after it; the second timeout covers
// pages that do not paint (a background tab). A form sent before the app has taken the page
// over (main.tsx removes `data-prerendered`) is held and marked; main.tsx sends it then
// (app/prerendered/heldSubmits.ts).
(() => {
  // The login form's email: the last one signed in with (api/session.ts), with the cursor on the
  // password, before anyone types. The form reads its fields on submit (LoginPage.tsx).
  const email = document.querySelector(
    '#root[data-prerendered="/login"] input[autocomplete="username"]',
  );
  if (email && !email.value) {
    try {
      const remembered = localStorage.getItem("email");
      if (remembered) {
        email.value = remembered;
        document.querySelector('#root input[autocomplete="current-password"]')?.focus();
      }
    } catch {
      // Storage can be unavailable (private mode): the field stays empty.
    }
  }
  document.addEventListener(
    "submit",
    (event) => {
      if (!document.getElementById("root")?.hasAttribute("data-prerendered")) return;
      event.preventDefault();
      event.target.setAttribute("data-sent-early", "");
    },
    true,
  );
  const script = document.currentScript;
  const modules = (script?.getAttribute("data-modules") || "").split(" ");
  let loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    modules.forEach((src, index) => {
      if (!src) return;
      const element = document.createElement(index === 0 ? "script" : "link");
      if (index === 0) {
        element.type = "module";
        element.src = src;
      } else {
        element.rel = "modulepreload";
        element.href = src;
      }
      element.crossOrigin = "";
      document.head.appendChild(element);
    });
  }
  requestAnimationFrame(() => {
    setTimeout(load, 0);
  });
  setTimeout(load, 500);
})();
