/**
 * A TCP port that is free on the loopback interface right now, for a server that a script or a test
 * starts itself: the operating system picks one (listen on port 0), the listener is closed again and its
 * number returned. Another process may take it in between; the callers start their server at once.
 * The one such helper of the repository: the benchmarks, the deployment scripts and the tests use it.
 */
import net from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
