import { describe, expect, it } from 'vitest'
import { menuLinks, navMenu } from '@/components/layout/nav-menu'

/** The header's menus travel as a path prefix and the rest of each path; expanded they are the same links. */
describe('header menus as compact data', () => {
  it('give back every link, overview first, and write the common prefix once', () => {
    const overview = { label: 'Alle Standorte im Überblick', href: '/standorte' }
    const cities = [
      { label: 'Berlin', href: '/standorte/berlin' },
      { label: 'München', href: '/standorte/muenchen' },
    ]
    const menu = navMenu(overview, cities)
    expect(menu.base).toBe('/standorte/')
    expect(menu.entries).toEqual([
      ['Berlin', 'berlin'],
      ['München', 'muenchen'],
    ])
    expect(menuLinks(menu)).toEqual([overview, ...cities])
  })

  it('shorten the prefix to what all links share, and cope with none', () => {
    const links = [
      { label: 'A', href: '/en/locations/munich' },
      { label: 'B', href: '/en/services/local-seo' },
    ]
    const menu = navMenu({ label: 'All', href: '/en' }, links)
    expect(menu.base).toBe('/en/')
    expect(menuLinks(menu).slice(1)).toEqual(links)
    expect(menuLinks(navMenu({ label: 'All', href: '/' }, []))).toEqual([{ label: 'All', href: '/' }])
  })
})
