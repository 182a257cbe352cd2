import { isIP } from 'node:net'
import { env, EnvironmentError } from '@/lib/env'

/**
 * The client address every limiter (forms, consent log, registration, sign-in, password reset) and
 * the sign-in audit log use: one function, so no limiter can read a header of its own.
 *
 * Where it comes from:
 * - `PEER_ADDRESS_HEADER` carries the TCP peer of the request (`req.socket.remoteAddress`). Next.js
 *   cannot tell route handlers or server actions about the socket, so every server stamps each request
 *   with it before Next sees it (./peer-address.ts, on Node's `http.server.request.start` diagnostics
 *   channel), overwriting whatever the client sent under that name. A client cannot forge it.
 * - X-Forwarded-For is trusted only as far as `TRUSTED_PROXY_HOPS` says (default 0). Unpatched
 *   `next start` only fills it in when the request has none (`??=`), so on its own it is whatever
 *   the client sent.
 *
 * The proxies' chain is X-Forwarded-For's entries followed by the socket peer. With N trusted hops,
 * the client is the entry N places left of the peer: 0 → the socket peer (no proxy: X-Forwarded-For
 * is ignored entirely); 1 → the last X-Forwarded-For entry, the one our reverse proxy (nginx
 * `$proxy_add_x_forwarded_for`) appended; 2 → the one before it (a load balancer in front of nginx).
 * A chain shorter than that (fewer entries than trusted hops) holds only entries our own proxies
 * appended, so the leftmost one is taken: the address furthest out that a trusted hop saw (Express's
 * `trust proxy = N` reads it the same way). Entries are normalised (see normaliseAddress); if the
 * chosen entry is not an IP address (`unknown`, garbage) the socket peer is used instead, which no
 * client can choose. Without a peer header (a request that did not come through Next's server, such
 * as a test calling a handler directly) the chain simply lacks its last element; with nothing usable
 * the answer is `unknown`, one shared bucket: limits then hold for everyone rather than for no one.
 */
export const PEER_ADDRESS_HEADER = 'x-lokalsicht-peer'

let warnedAbout: string | undefined

/**
 * `TRUSTED_PROXY_HOPS`: how many reverse proxies of our own stand between the internet and this
 * server (0 when `next start` faces clients directly, 1 behind nginx or one load balancer). Unset or
 * empty is 0. An invalid value (web/lib/env refuses it) counts as 0 here rather than failing every
 * request, with a warning at startup (instrumentation) and on first use: 0 never trusts a forwarded
 * header, so a typo cannot open the limits, it can only make every client behind the proxy share the
 * proxy's address.
 */
export function trustedProxyHops(): number {
  try {
    return env.TRUSTED_PROXY_HOPS
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error
    // The value is no secret, and the warning is only useful with it.
    if (warnedAbout !== error.value) {
      warnedAbout = error.value
      console.warn(`[client-address] TRUSTED_PROXY_HOPS=${JSON.stringify(error.value)} is not valid (${error.reason}); using 0: the socket address, X-Forwarded-For ignored.`)
    }
    return 0
  }
}

/**
 * An address as a proxy or the socket wrote it, normalised; undefined if it is not an IP address.
 * IPv4 stays as it is (a port after it is dropped); IPv6 loses brackets and port and is written the
 * one canonical way (WHATWG URL serialisation: lower case, zeros compressed), and an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, as Node reports IPv4 peers on a dual-stack socket) becomes the IPv4
 * address, so one client has one key whichever way it connected.
 */
export function normaliseAddress(value: string | undefined | null): string | undefined {
  let address = value?.trim()
  if (!address) return undefined
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return undefined
  let canonical: string
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  } catch {
    return address.toLowerCase() // a zone index (`fe80::1%eth0`), which URLs do not allow
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!mapped) return canonical
  const high = parseInt(mapped[1]!, 16)
  const low = parseInt(mapped[2]!, 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** The client address of a request, from its headers (see above). */
export function clientAddress(source: Request | Headers, hops = trustedProxyHops()): string {
  const headers = source instanceof Headers ? source : source.headers
  const peer = normaliseAddress(headers.get(PEER_ADDRESS_HEADER))
  if (hops === 0) return peer ?? 'unknown'
  // The chain is [...forwarded, peer]; the client is `hops` places left of the peer, or the leftmost.
  const forwarded = headers.get('x-forwarded-for')?.split(',') ?? []
  const index = Math.max(0, forwarded.length - hops)
  if (index === forwarded.length) return peer ?? 'unknown'
  return normaliseAddress(forwarded[index]) ?? peer ?? 'unknown'
}

/**
 * The network a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64 prefix
 * (`2001:db8:1:2::/64`). One IPv6 connection is handed a whole /64 and may use any of its 2^64
 * addresses, so counting single IPv6 addresses would give such a client a fresh bucket per request.
 * Anything else (`unknown`) stays as it is.
 */
export function clientNetwork(address: string): string {
  if (isIP(address) !== 6) return address
  const canonical = normaliseAddress(address) ?? address
  if (isIP(canonical) !== 6) return canonical // an IPv4-mapped address: the IPv4 client
  const [head = '', tail = ''] = canonical.split('%')[0]!.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = canonical.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}
