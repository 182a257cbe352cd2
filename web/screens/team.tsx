import { ExternalLink, Mail, Phone } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { PageHero } from '@/components/sections/page-hero'
import { buttonClassName } from '@/components/ui/button-link'
import { ContentImage } from '@/components/ui/content-image'
import { Container } from '@/components/ui/container'
import { getTeamPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, person, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute } from '@/lib/routing/content-route'
import { imageUrl } from '@/lib/content/image'
import type { ScreenProps } from '@/lib/routing/screen'

const teamRoute = contentRoute({
  route: '/team',
  fetch: async (locale) => {
    const { page, members } = await getTeamPage(locale)
    return page ? { page, members } : null
  },
})
const { alternates } = teamRoute

export const generateMetadata = teamRoute.generateMetadata

/** "+49 30 5683 9121" → "tel:+493056839121". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The team: every member with photo, position, description and direct contact (phone, e-mail, LinkedIn). */
export default async function TeamPage({ params }: ScreenProps) {
  const loaded = await teamRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page, members } = loaded
  const [t, nav, landing] = await Promise.all([
    getTranslations({ locale, namespace: 'team' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'landing' }),
  ])
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('team'), href: pathFor(locale, '/team') },
  ]

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'AboutPage' }),
          ...members.map((member) =>
            person({
              url: `${alternates[locale] ?? ''}#${member.slug ?? ''}`,
              name: member.name,
              jobTitle: member.role,
              description: member.bio,
              image: member.image?.asset ? imageUrl(member.image.asset, 800) : null,
              email: member.email,
              telephone: member.phone,
              sameAs: [member.linkedin],
            }),
          ),
          breadcrumbList(crumbs),
        )} />
      <PageHero hero={page.hero} crumbs={crumbs} breadcrumbLabel={landing('breadcrumb')} />

      <section aria-label={t('membersLabel')} className="pb-16 sm:pb-24">
        <Container>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="team-members">
            {members.map((member, index) => (
              <li
                key={member._id}
                data-reveal
                data-slug={member.slug}
                style={{ '--reveal-index': index % 3 } as React.CSSProperties}
                className="member-card"
              >
                <ContentImage
                  image={member.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="member-photo"
                  priority={index < 3}
                />
                <div className="flex flex-1 flex-col p-6">
                  <h2 className="text-2xl font-bold">{member.name}</h2>
                  <p className="mt-1 font-semibold text-brand-700">{member.role}</p>
                  <p className="member-bio">{member.bio}</p>
                  <ul aria-label={t('contactOf', { name: member.name ?? '' })} className="member-contact">
                    {member.phone && (
                      <li>
                        <a href={telHref(member.phone)} className="contact-link">
                          <Phone aria-hidden="true" className="contact-icon" />
                          <span className="sr-only">{t('call', { name: member.name ?? '' })} </span>
                          {member.phone}
                        </a>
                      </li>
                    )}
                    {member.email && (
                      <li>
                        <a href={`mailto:${member.email}`} className="contact-link break-all">
                          <Mail aria-hidden="true" className="contact-icon shrink-0" />
                          <span className="sr-only">{t('email', { name: member.name ?? '' })} </span>
                          {member.email}
                        </a>
                      </li>
                    )}
                    {member.linkedin && (
                      <li>
                        <a
                          href={member.linkedin}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="contact-link"
                        >
                          <ExternalLink aria-hidden="true" className="contact-icon" />
                          <span aria-hidden="true">{t('linkedin')}</span>
                          <span className="sr-only">{t('linkedinOf', { name: member.name ?? '' })}</span>
                        </a>
                      </li>
                    )}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {page.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href={pathFor(locale, '/contact')} className={buttonClassName('light')}>
            {page.cta.buttonLabel || t('contactCta')}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
