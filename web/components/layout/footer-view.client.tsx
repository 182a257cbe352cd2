'use client'

import Link from 'next/link'
import { Logo } from './logo'

/** A footer link: [label, href]. */
export type FooterLink = [label: string, href: string]

/** What the footer shows, built on the server (./footer.tsx). */
export interface FooterData {
  company: string
  text: string | null
  contact: {
    legalName: string | null
    street: string
    phone: string | null
    phoneE164: string | null
    email: string | null
    hoursLabel: string
    hours: string[]
  } | null
  /** [heading, links] per column */
  columns: [heading: string, links: FooterLink[]][]
  rights: string
}

/**
 * The site's footer, drawn from compact data. As a server component its markup went into every page's
 * RSC payload element by element (about 4.4 KB); this data is about a third of that, and the browser
 * keeps this component's code in its cache from page to page.
 */
export function FooterView({ data }: { data: FooterData }) {
  const { contact } = data
  return (
    <footer id="site-footer" className="bg-ink-950 text-ink-300">
      <div className="page-width footer-grid">
        <div>
          <Logo name={data.company} inverted />
          {data.text && <p className="mt-4 max-w-sm leading-relaxed">{data.text}</p>}
          {contact && (
            <address className="mt-6 space-y-1 not-italic">
              <p>{contact.legalName}</p>
              <p>{contact.street}</p>
              <p>
                <a href={`tel:${contact.phoneE164}`} className="hover:text-white">
                  {contact.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${contact.email}`} className="hover:text-white">
                  {contact.email}
                </a>
              </p>
              <div className="pt-2">
                <span className="sr-only">{`${contact.hoursLabel}: `}</span>
                <ul>
                  {contact.hours.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </div>
            </address>
          )}
        </div>
        {data.columns.map(([heading, links]) => (
          <div key={heading}>
            <h2 className="footer-heading">{heading}</h2>
            <ul className="footer-links">
              {links.map(([label, href]) => (
                <li key={href}>
                  <Link href={href} prefetch={false}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="page-width py-6 text-sm text-ink-300">{data.rights}</div>
      </div>
    </footer>
  )
}
