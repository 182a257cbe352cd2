/**
 * Seeds the database (PGlite in data/db, or DATABASE_URL): applies pending migrations, adds the four
 * sample reviews (approved) and the demo accounts with their sample data, unless they are there already.
 * Run by `npm run seed`.
 */
import { closeDb, databaseDriver, getDb } from '../../web/lib/db/client'
import { reviews } from '../../web/lib/db/schema'
import { contentHash } from '../../web/lib/submissions/content-hash'
import { seedDemoPortal } from './demo-portal'

const PRIVACY_NOTICE_AT_LAUNCH = '2026-11-22'

const sampleReviews = [
  {
    id: '6a1d3c52-8f0e-4b7a-9a51-1f2b3c4d5e01',
    name: 'Katrin Vogel',
    rating: 5,
    locale: 'de' as const,
    comment:
      'Seit Lokalsicht unser Google-Unternehmensprofil betreut, rufen spürbar mehr Neukunden aus dem Kiez an. Die monatlichen Berichte sind verständlich, und bei Fragen meldet sich immer jemand am selben Tag.',
    createdAt: new Date('2026-09-18T10:12:00Z'),
  },
  {
    id: '6a1d3c52-8f0e-4b7a-9a51-1f2b3c4d5e02',
    name: 'Murat Aydın',
    rating: 5,
    locale: 'de' as const,
    comment:
      'Sehr gründliches technisches Audit: Ladezeit, fehlerhafte Weiterleitungen, doppelte Inhalte – alles mit klarer Priorität erklärt. Nach der Umsetzung stehen wir für „Zahnarzt Köln-Ehrenfeld“ auf Seite eins.',
    createdAt: new Date('2026-10-02T14:40:00Z'),
  },
  {
    id: '6a1d3c52-8f0e-4b7a-9a51-1f2b3c4d5e03',
    name: 'Sarah Whitfield',
    rating: 4,
    locale: 'en' as const,
    comment:
      'We run an English-speaking language school in Munich and needed local SEO in two languages. Honest advice and steady progress; the first two months were slower than hoped, but the results since then speak for themselves.',
    createdAt: new Date('2026-10-21T09:05:00Z'),
  },
  {
    id: '6a1d3c52-8f0e-4b7a-9a51-1f2b3c4d5e04',
    name: 'Thomas Brenner',
    rating: 5,
    locale: 'de' as const,
    comment:
      'Faire Preise, keine Knebelverträge und ein Ansprechpartner, der unser Handwerk versteht. Die neuen Leistungsseiten für unsere Standorte bringen jede Woche Anfragen.',
    createdAt: new Date('2026-11-09T16:30:00Z'),
  },
]

export async function seedDatabase(): Promise<void> {
  const db = await getDb()
  const inserted = await db
    .insert(reviews)
    .values(
      sampleReviews.map((review) => ({
        ...review,
        status: 'approved' as const,
        moderatedAt: review.createdAt,
        sourcePath: review.locale === 'de' ? '/bewertungen' : '/en/reviews',
        privacyNoticeVersion: PRIVACY_NOTICE_AT_LAUNCH,
        contentHash: contentHash('review', { name: review.name, comment: review.comment, rating: review.rating }),
      })),
    )
    .onConflictDoNothing({ target: reviews.id })
    .returning({ id: reviews.id })
  const portal = await seedDemoPortal(db)
  console.log(`Database (${await databaseDriver()}) migrated; ${inserted.length} sample review(s) added; ${portal}.`)
  await closeDb()
}
