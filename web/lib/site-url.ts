/** The public origin of the site (canonical URLs, sitemap, metadata). */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}
