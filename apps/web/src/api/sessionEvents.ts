/** Listeners told when the session ends (logout or expiry), e.g. to close the realtime socket. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded() {
  for (const listener of listeners) listener();
}
