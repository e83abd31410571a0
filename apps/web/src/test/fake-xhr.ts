// A fake XMLHttpRequest for component tests of uploads (lib/upload's postForm): it records what
// was sent, reports progress, and answers from the fake API's fetch table (test/fake-api.ts), so a
// test stubs an upload route like any other "POST /api/…" call.
import { vi } from 'vitest';

export interface SentUpload {
  url: string;
  files: File[];
  /** The form field of each file, in order. */
  fields: string[];
  headers: Record<string, string>;
}

/**
 * Replaces XMLHttpRequest: send() reports 50 % progress, then (once `release` is called, or at once
 * when `hold` is false) asks the fake API's fetch and hands its answer back as XHR would.
 */
export function fakeXhr({ hold = false } = {}) {
  const sent: SentUpload[] = [];
  let releaseAll: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });

  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const parts = [...body.entries()].filter((entry): entry is [string, File] => entry[1] instanceof File);
      const files = parts.map(([, file]) => file);
      sent.push({ url: this.url, files, fields: parts.map(([field]) => field), headers: { ...this.headers } });
      const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
        if (hold) await gate;
        if (this.aborted) return;
        const response = await fetch(this.url, { method: this.method, headers: this.headers });
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent, release: () => releaseAll() };
}
