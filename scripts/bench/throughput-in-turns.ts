/**
 * Requests per second of servers that are to be compared, measured in turns: each target gets one slice of
 * the time, then the next, round after round, and each one's rate is its requests over its slices. The
 * CPU of these machines is shared and its speed drifts by a third within minutes; measured one after the
 * other, a comparison showed that drift more than the servers. Used by bench:site for `next start` against
 * the bare page and the static file, and for the proxy against files.
 */
import autocannon from 'autocannon'

export interface Rate {
  rps: number
  /** median of the slices' medians */
  p50: number
  /** the worst slice's */
  p99: number
  requests: number
  non2xx: number
  errors: number
}

export async function ratesInTurns<Urls extends readonly string[]>(
  urls: Urls,
  options: { connections: number; seconds: number; turns?: number },
): Promise<{ [Index in keyof Urls]: Rate }> {
  const turns = options.turns ?? 5
  const slice = Math.max(1, Math.round(options.seconds / turns))
  for (const url of urls) await autocannon({ url, connections: 10, duration: 1 }) // warm-up, not counted
  const slices = urls.map(() => [] as autocannon.Result[])
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, url] of urls.entries()) {
      slices[index]!.push(await autocannon({ url, connections: options.connections, duration: slice, timeout: 30 }))
    }
  }
  const rates = slices.map((results): Rate => {
    const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0)
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b)
    return {
      rps: sum((result) => result.requests.total) / sum((result) => result.duration),
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p99: Math.max(...results.map((result) => result.latency.p99)),
      requests: sum((result) => result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']),
      non2xx: sum((result) => result.non2xx),
      errors: sum((result) => result.errors),
    }
  })
  return rates as { [Index in keyof Urls]: Rate }
}
