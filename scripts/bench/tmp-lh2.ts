import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const lhr = result!.lhr
console.log('perf', Math.round(lhr.categories.performance.score! * 100), 'tbt', Math.round(lhr.audits['total-blocking-time'].numericValue!), 'fcp', Math.round(lhr.audits['first-contentful-paint'].numericValue!), 'lcp', Math.round(lhr.audits['largest-contentful-paint'].numericValue!), 'si', Math.round(lhr.audits['speed-index'].numericValue!))
const lt = (lhr.audits['long-tasks']?.details as any)?.items ?? []
for (const t of lt.slice(0, 8)) console.log('   long task', Math.round(t.startTime), Math.round(t.duration), t.url?.split('/').pop())
const bt = (lhr.audits['bootup-time']?.details as any)?.items ?? []
for (const t of bt.slice(0, 6)) console.log('   bootup', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), t.url?.split('/').pop())
const mw = (lhr.audits['mainthread-work-breakdown']?.details as any)?.items ?? []
console.log('   main:', mw.map((t: any) => `${t.group} ${Math.round(t.duration)}`).join(', '))
chrome.kill()
}
process.exit(0)
