/**
 * In production a schedule (pg_cron or a database webhook, README "Email") invokes send-emails; the
 * demo's backend does it every few seconds, with the service role key, one run at a time.
 */
export function scheduleSendEmails(invoke: () => Promise<Response>, everyMs = 2000): { stop: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      const response = await invoke();
      if (!response.ok) console.error(`local backend: send-emails answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (!stopped) console.error('local backend: send-emails failed:', error instanceof Error ? error.message : error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  timer = setTimeout(() => void tick(), everyMs);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
