/**
 * A minimal browser for unit tests in Node: location, cookies and storages, enough for the
 * base query and session helpers. Returns the cookie jar and a way to move the page.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export function installTestBrowser(href = "http://localhost:3000/") {
  const jar = new Map<string, string>();
  const location = new URL(href);
  const fakeDocument = {
    documentElement: {},
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair = "", ...attributes] = text.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((attribute) => attribute.trim() === "max-age=0");
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  };
  const fakeWindow = {
    location,
    document: fakeDocument,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  };
  Object.assign(globalThis, {
    window: fakeWindow,
    document: fakeDocument,
    localStorage: fakeWindow.localStorage,
    sessionStorage: fakeWindow.sessionStorage,
  });
  return {
    jar,
    goTo(path: string) {
      const next = new URL(path, location);
      location.pathname = next.pathname;
      location.search = next.search;
    },
  };
}
