import { useEffect } from 'react';
import { toast } from 'sonner';
import { Toaster } from './toaster';

export { toast };

/**
 * A toaster that says when it is listening. Effects run child first, so by the time onMounted runs
 * sonner has subscribed and a toast raised then is not lost.
 */
export function MountedToaster({ id, onMounted }: { id: string; onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Toaster id={id} />;
}
