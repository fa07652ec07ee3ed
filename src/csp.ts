/**
 * The page's Content-Security-Policy nonce: the demo server writes a fresh one into every
 * `index.html` it serves (`<meta property="csp-nonce" nonce>`, server/security.ts) and only
 * `<style>` elements carrying it apply. Undefined under `npm run dev` (Vite sends no CSP).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // the browser hides the attribute once parsed; the property keeps the value
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
