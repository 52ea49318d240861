/**
 * True while the page is still the one the server prerendered (until the first navigation):
 * a component's first state must then match the markup, which was rendered with nothing the
 * browser stores, so what it stores (the remembered email) reaches the form as typing instead
 * (public/after-paint.js puts it in the field). Not tied to the end of hydration: React may
 * hydrate a suspended part of the page after the rest.
 */
let onPrerenderedPage = false;

export const isOnPrerenderedPage = () => onPrerenderedPage;

export function setOnPrerenderedPage(value: boolean) {
  onPrerenderedPage = value;
}
