// Preloaded into the `sanity` CLI by scripts/sanity-cli/run.ts (NODE_OPTIONS=--import): names under
// `.localhost` resolve to this machine, as RFC 6761 (6.3) says and browsers do, but Node's resolver
// (getaddrinfo and /etc/hosts) does not. The CLI calls the project's host name,
// `<projectId>.localhost:<port>`, which is the local Content Lake's API.
import dns from 'node:dns'

const toLoopback = (hostname) => (typeof hostname === 'string' && hostname.endsWith('.localhost') ? 'localhost' : hostname)
const lookup = dns.lookup
dns.lookup = function lookupLocalhost(hostname, ...rest) {
  return lookup.call(this, toLoopback(hostname), ...rest)
}
const promisesLookup = dns.promises.lookup
dns.promises.lookup = function lookupLocalhost(hostname, ...rest) {
  return promisesLookup.call(this, toLoopback(hostname), ...rest)
}
