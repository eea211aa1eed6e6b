/**
 * The Content-Security-Policy of the web app's pages (src/proxy.ts): scripts only from this origin
 * or carrying the request's nonce (Next puts it on its own scripts; 'strict-dynamic' lets those load
 * their chunks), so no inline or injected script runs. Development adds 'unsafe-eval', which React
 * needs there for its error overlays and server stacks.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Mantine writes <style> tags and style attributes at runtime (its CSS variables); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** A nonce per request: 128 random bits, base64. */
export const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')

/** Headers every page answer carries besides the CSP. */
export const PAGE_SECURITY_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' } as const
