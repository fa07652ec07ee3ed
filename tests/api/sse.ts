/** Reading a live event stream (`GET /events`) in API tests. */

export interface LiveEvent {
  topic: string;
  type: string;
  payload: { ids: string[] };
}

/** An open event stream: the events heard so far, and a wait for one. */
export async function listen(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as LiveEvent);
          for (const w of waiting) w();
        }
      }
    })();
  }
  return {
    res,
    events,
    /** The first event heard that `pred` holds for (waiting up to 5 s). */
    next(pred: (e: LiveEvent) => boolean): Promise<LiveEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const e = events.find(pred);
          if (!e) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(e);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such event among ${JSON.stringify(events)}`));
        }, 5000);
        waiting.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
