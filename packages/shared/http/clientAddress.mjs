// The one client-address rule of both apps (CMS and case service), in plain JS so that the Node
// server in front of Next (scripts/nextServer.mjs), the test harness and both Next builds import the
// same file without a build step. See docs/security.md, "Client addresses and proxies".
//
// The server process writes X-Forwarded-For itself: it keeps at most TRUSTED_PROXY_HOPS entries a
// trusted proxy chain appended and adds the socket address. The apps then read the client as the
// entry just left of those hops. Nothing a client sends can move that position.
import { isIP } from 'node:net'
import process from 'node:process'

/** Forwarding headers a client could forge; the server drops or rewrites every one of them. */
export const FORWARDING_HEADERS = Object.freeze(['x-forwarded-for', 'x-real-ip', 'forwarded'])

/**
 * Parses TRUSTED_PROXY_HOPS: the number of reverse proxies in front of the app that append to
 * X-Forwarded-For. Unset or empty means 0 (clients connect to the app directly).
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0
  if (!/^\d{1,2}$/.test(value.trim())) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 99, got "${value}"`)
  }
  return Number(value.trim())
}

/** @returns {number} TRUSTED_PROXY_HOPS of this process. */
export function trustedProxyHops() {
  return parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
}

/**
 * The entries of an X-Forwarded-For header (one string, or several header lines).
 * @param {string | string[] | undefined | null} header
 * @returns {string[]}
 */
export function forwardedForEntries(header) {
  const lines = header == null ? [] : Array.isArray(header) ? header : [header]
  return lines
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * Node reports IPv4 clients of a dual-stack socket as `::ffff:a.b.c.d`; the apps key limits on the
 * plain IPv4 form so both spellings of one client share one budget.
 * @param {string | undefined} address
 * @returns {string}
 */
export function normalizeSocketAddress(address) {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped ? mapped[1] : address
}

/**
 * The X-Forwarded-For value the app gets: the last `trustedHops` entries of the incoming header
 * (what the trusted proxies appended) followed by the socket address. With 0 hops the incoming
 * header is ignored entirely.
 * @param {string | string[] | undefined | null} incoming
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function rewriteForwardedFor(incoming, socketAddress, trustedHops) {
  const kept = trustedHops > 0 ? forwardedForEntries(incoming).slice(-trustedHops) : []
  return [...kept, normalizeSocketAddress(socketAddress)].join(', ')
}

/**
 * Request headers (Node's `IncomingHttpHeaders` shape) with the forwarding headers rewritten:
 * X-Real-IP and Forwarded are always dropped (the apps never read them, and a proxy that appends
 * to X-Forwarded-For does not necessarily strip client-sent copies of those); X-Forwarded-For is
 * rewritten by `rewriteForwardedFor`. Returns a new object.
 * @template {Record<string, string | string[] | undefined>} H
 * @param {H} headers
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {H}
 */
export function withTrustedForwarding(headers, socketAddress, trustedHops) {
  /** @type {Record<string, string | string[] | undefined>} */
  const rewritten = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!FORWARDING_HEADERS.includes(name.toLowerCase())) rewritten[name] = value
  }
  rewritten['x-forwarded-for'] = rewriteForwardedFor(
    headerValue(headers, 'x-forwarded-for'),
    socketAddress,
    trustedHops,
  )
  return /** @type {H} */ (rewritten)
}

/**
 * The client address from an X-Forwarded-For header written by `rewriteForwardedFor`: the entry
 * `trustedHops` places left of the last one (the socket address), or the first entry when fewer
 * are present (the request did not pass every proxy). Anything that is not an IP address yields
 * 'unknown', so a garbage entry cannot mint fresh rate-limit keys.
 * @param {string | string[] | undefined | null} forwardedFor
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddressFrom(forwardedFor, trustedHops) {
  const entries = forwardedForEntries(forwardedFor)
  const picked = entries[Math.max(0, entries.length - 1 - trustedHops)]
  if (!picked) return 'unknown'
  const address = normalizeSocketAddress(picked)
  return isIP(address) ? address : 'unknown'
}

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name lower-case header name
 */
function headerValue(headers, name) {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value
  return undefined
}
