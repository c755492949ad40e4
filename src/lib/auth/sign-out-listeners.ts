/**
 * Code that must forget something when staff sign out (the onboarding dashboard's in-memory private
 * key, for one) registers here. Listeners run before the session ends and again if it ends elsewhere
 * (another tab, expiry), so they must be idempotent.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSignOut(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySignOut(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('A sign-out listener failed', error);
    }
  }
}
