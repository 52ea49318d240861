/**
 * Every push the realtime connection receives, for features that refresh what they show (a
 * risk's message thread). The connection (features/notifications) emits; listeners subscribe.
 */
export interface RealtimePush {
  id?: string;
  type?: string;
  data?: { message?: string; frontendUrl?: string | null; [key: string]: unknown };
  companyId?: number | null;
}
type Listener = (push: RealtimePush) => void;
const listeners = new Set<Listener>();

export function onRealtimePush(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRealtimePush(push: RealtimePush) {
  for (const listener of listeners) listener(push);
}
