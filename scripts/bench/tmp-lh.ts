import { lighthouseMedian } from './site/lighthouse'
for (const url of process.argv.slice(2)) {
  const r = await lighthouseMedian(url)
  console.log(url, 'perf', r.performance, 'tbt', Math.round(r.tbtMs), 'lcp', Math.round(r.lcpMs))
}
process.exit(0)
