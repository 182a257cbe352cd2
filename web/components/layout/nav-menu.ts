/**
 * The header's navigation as the client leaves receive it. A menu's sub-pages travel as one path prefix
 * and the rest of each path (`/standorte/` + `muenchen`): the header is in every page's RSC payload, and
 * 28 label-and-path objects were 1.6 KB of each; the desktop menus and the mobile menu expand them when
 * they open (`menuLinks`).
 */
export interface NavLink {
  label: string
  href: string
}

export interface NavMenu {
  /** the overview page, listed first */
  overview: NavLink
  /** what every sub-page's path starts with */
  base: string
  /** label and the rest of the path, per sub-page */
  entries: [label: string, rest: string][]
}

export interface NavItem extends NavLink {
  /** sub-pages shown in a dropdown */
  menu?: NavMenu
}

/** A menu from its links: their longest common path prefix (up to a `/`) is written once. */
export function navMenu(overview: NavLink, links: NavLink[]): NavMenu {
  let base = links[0]?.href.slice(0, links[0].href.lastIndexOf('/') + 1) ?? ''
  while (base && !links.every((link) => link.href.startsWith(base))) base = base.slice(0, base.slice(0, -1).lastIndexOf('/') + 1)
  return { overview, base, entries: links.map((link) => [link.label, link.href.slice(base.length)]) }
}

/** The menu's links, overview first. */
export function menuLinks(menu: NavMenu): NavLink[] {
  return [menu.overview, ...menu.entries.map(([label, rest]) => ({ label, href: `${menu.base}${rest}` }))]
}
