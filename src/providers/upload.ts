/**
 * A file sent to the API with its upload's progress (an import's CSV or XLSX): fetch says nothing
 * of how much of a body has gone, XMLHttpRequest does. The answer comes back as a `Response`, so
 * the HTTP client (http.ts) reads its envelope and errors as it reads any other.
 */
export function sendFile(
  url: string,
  init: { method: string; headers: Record<string, string>; file: Blob; signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => init.onProgress?.(e.loaded, e.lengthComputable ? e.total : init.file.size);
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.file);
  });
}
