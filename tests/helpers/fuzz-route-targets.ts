import { encodeSignatureHeader } from '@sanity/webhook'
import * as germanFeed from '../../web/app/(de)/blog/rss.xml/route'
import * as englishFeed from '../../web/app/(en)/en/blog/rss.xml/route'
import * as confirmEmail from '../../web/app/api/account/confirm-email/route'
import * as signIn from '../../web/app/api/account/sign-in/route'
import * as invoicesCsv from '../../web/app/api/admin/invoices.csv/route'
import * as auditRequest from '../../web/app/api/audit-request/route'
import * as consent from '../../web/app/api/consent/route'
import * as contact from '../../web/app/api/contact/route'
import * as contentLive from '../../web/app/api/content/live/route'
import * as contentRevalidate from '../../web/app/api/content/revalidate/route'
import * as devMailbox from '../../web/app/api/dev/mailbox/route'
import * as draftModeDisable from '../../web/app/api/draft-mode/disable/route'
import * as draftModeEnable from '../../web/app/api/draft-mode/enable/route'
import * as invoicePdf from '../../web/app/api/invoices/[id]/pdf/route'
import * as invoiceXrechnung from '../../web/app/api/invoices/[id]/xrechnung/route'
import * as quotePdf from '../../web/app/api/quotes/[id]/pdf/route'
import * as sepaRun from '../../web/app/api/admin/sepa-runs/[id]/route'
import * as meetingRequest from '../../web/app/api/meeting-request/route'
import * as sanityRevalidate from '../../web/app/api/revalidate/route'
import * as reviews from '../../web/app/api/reviews/route'
import * as studioLogin from '../../web/app/api/studio/login/route'
import * as contentAssets from '../../web/app/content-assets/[kind]/[project]/[dataset]/[file]/route'
import * as ogImage from '../../web/app/og/route'
import * as studio from '../../web/app/studio/[[...path]]/route'
import { REVALIDATE_SIGNATURE_HEADER, signRevalidation } from '../../web/lib/content-lake'
import { looseEncode } from './fuzz-values'
import { validAudit, validContact, validMeeting, validReview } from './form-requests'

export type Identity = 'anonymous' | 'customer' | 'editor' | 'admin'

/** What the fuzz test knows about the database it runs on: ids of real records, for the other parameters. */
export type FuzzWorld = { invoiceId: string; quoteId: string; assetFile: string }

/** An answer as the test sees it, after Next's control-flow errors became responses. */
export type Answer = { status: number; contentType: string; text: string; location: string | null }

type Handler = (request: Request, context: { params: Promise<never> }) => Response | Promise<Response>

export type RouteTarget = {
  /** The route file, relative to the repository root. */
  file: string
  method: 'GET' | 'POST'
  handler: Handler
  /** The path for a set of parameters (the query string is added by the test). */
  path: (params: Record<string, string | string[]>) => string
  /** The dynamic parameters and a valid value of each (fuzzed one at a time, the others valid). */
  params?: Record<string, (world: FuzzWorld) => string | string[]>
  /** A JSON body the endpoint accepts: the fuzz sends odd bodies and this one with odd fields. */
  validBody?: () => Record<string, unknown>
  /** Headers that make an odd body get past the signature check, so the body itself is what is refused. */
  sign?: (body: string) => Record<string, string> | Promise<Record<string, string>>
  /** A query the handler accepts: the odd queries are also sent after it (repeated names override it). */
  validQuery?: string
  /** The query parameters the handler reads (fuzzed besides random names). */
  queryNames?: readonly string[]
  /** Who sends the requests: the first identity gets every case, the others a sample. */
  identities: readonly Identity[]
  /**
   * The designed answer to an odd request when it is not a 4xx (a redirect, a file that ignores the
   * query). Without it, every answer must be a 4xx.
   */
  accepts?: (answer: Answer, identity: Identity) => boolean
  /** Fuzzed in a test file of its own (it needs a different setup), not in fuzz-route-handlers. */
  ownTestFile?: string
}

const FORM_QUERY = ['locale', 'page']
const isRedirectOnSite = (answer: Answer) => [303, 307].includes(answer.status) && /^\/(?![/\\])/.test(answer.location ?? '')
export const TEST_REVALIDATE_SECRET = 'fuzz-webhook-secret-0123456789'

function formTarget(file: string, handler: Handler, path: string, validBody: () => Record<string, unknown>): RouteTarget {
  return { file, method: 'POST', handler, path: () => path, validBody, queryNames: FORM_QUERY, identities: ['anonymous', 'customer'] }
}

function invoiceDocument(file: string, handler: Handler, kind: 'pdf' | 'xrechnung', contentType: string): RouteTarget {
  return {
    file,
    method: 'GET',
    handler,
    path: (params) => `/api/invoices/${looseEncode(String(params.id))}/${kind}`,
    params: { id: (world) => world.invoiceId },
    identities: ['customer', 'anonymous', 'admin'],
    // The invoice's own customer (the demo customer) and admins get the stored file whatever the query says.
    accepts: (answer, identity) => identity !== 'anonymous' && answer.status === 200 && answer.contentType.startsWith(contentType),
  }
}

export const routeTargets: readonly RouteTarget[] = [
  ...(
    [
      ['web/app/(de)/blog/rss.xml/route.ts', germanFeed.GET, '/blog/rss.xml'],
      ['web/app/(en)/en/blog/rss.xml/route.ts', englishFeed.GET, '/en/blog/rss.xml'],
    ] as const
  ).map(
    ([file, handler, feedPath]): RouteTarget => ({
      file,
      method: 'GET',
      handler: handler as Handler,
      path: () => feedPath,
      params: {},
      identities: ['anonymous'],
      // Statically generated: the feed of its language, whatever the query says.
      accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('application/rss+xml'),
    }),
  ),
  {
    file: 'web/app/api/account/confirm-email/route.ts',
    method: 'GET',
    handler: confirmEmail.GET as Handler,
    path: () => '/api/account/confirm-email',
    queryNames: ['token'],
    identities: ['anonymous', 'customer'],
    // The link in an e-mail: a bad token leads to the login or the settings page, which say it is invalid.
    accepts: (answer) => isRedirectOnSite(answer) && /email=invalid|\/(en\/)?login/.test(answer.location!),
  },
  {
    file: 'web/app/api/account/sign-in/route.ts',
    method: 'POST',
    handler: signIn.POST as Handler,
    path: () => '/api/account/sign-in',
    identities: ['anonymous', 'customer'],
  },
  {
    file: 'web/app/api/admin/invoices.csv/route.ts',
    method: 'GET',
    handler: invoicesCsv.GET as Handler,
    path: () => '/api/admin/invoices.csv',
    queryNames: ['q', 'status', 'customer', 'locale', 'from', 'to'],
    identities: ['admin', 'anonymous', 'customer', 'editor'],
    // An admin gets the CSV; a filter it cannot read is ignored like on the list page.
    accepts: (answer, identity) => identity === 'admin' && answer.status === 200 && answer.contentType.startsWith('text/csv'),
  },
  formTarget('web/app/api/audit-request/route.ts', auditRequest.POST as Handler, '/api/audit-request', () => validAudit()),
  {
    file: 'web/app/api/consent/route.ts',
    method: 'POST',
    handler: consent.POST as Handler,
    path: () => '/api/consent',
    validBody: () => ({ visitorId: crypto.randomUUID(), bannerVersion: 1, choices: { externalMedia: true }, locale: 'de' }),
    identities: ['anonymous'],
  },
  formTarget('web/app/api/contact/route.ts', contact.POST as Handler, '/api/contact', () => validContact()),
  {
    file: 'web/app/api/content/revalidate/route.ts',
    method: 'POST',
    handler: contentRevalidate.POST as Handler,
    path: () => '/api/content/revalidate',
    validBody: () => ({ tags: ['service'] }),
    sign: (body) => ({ [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(body) }),
    identities: ['anonymous'],
  },
  {
    file: 'web/app/api/content/live/route.ts',
    method: 'GET',
    handler: contentLive.GET as Handler,
    path: () => '/api/content/live',
    identities: ['anonymous', 'editor'],
    // The stream opens with `welcome` whatever the query says (it takes none).
    accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('text/event-stream') && answer.text.startsWith('event: welcome'),
  },
  {
    file: 'web/app/api/dev/mailbox/route.ts',
    method: 'GET',
    handler: devMailbox.GET as Handler,
    path: () => '/api/dev/mailbox',
    identities: ['anonymous', 'customer', 'admin'],
    // In demo mode an admin sees the mailbox page; the query means nothing to it.
    accepts: (answer, identity) => identity === 'admin' && answer.status === 200 && answer.contentType.startsWith('text/html'),
  },
  {
    file: 'web/app/api/draft-mode/disable/route.ts',
    method: 'GET',
    handler: draftModeDisable.GET as Handler,
    path: () => '/api/draft-mode/disable',
    queryNames: ['to'],
    identities: ['anonymous'],
    // Always back to a page of this site (an odd `to` becomes the home page), never elsewhere.
    accepts: isRedirectOnSite,
  },
  {
    file: 'web/app/api/draft-mode/enable/route.ts',
    method: 'GET',
    handler: draftModeEnable.GET as Handler,
    path: () => '/api/draft-mode/enable',
    validQuery: 'sanity-preview-secret=0123456789abcdef0123',
    queryNames: ['sanity-preview-secret', 'sanity-preview-pathname'],
    identities: ['anonymous', 'editor'],
  },
  invoiceDocument('web/app/api/invoices/[id]/pdf/route.ts', invoicePdf.GET as Handler, 'pdf', 'application/pdf'),
  invoiceDocument('web/app/api/invoices/[id]/xrechnung/route.ts', invoiceXrechnung.GET as Handler, 'xrechnung', 'application/xml'),
  {
    file: 'web/app/api/admin/sepa-runs/[id]/route.ts',
    method: 'GET',
    handler: sepaRun.GET as Handler,
    path: (params) => `/api/admin/sepa-runs/${looseEncode(String(params.id))}`,
    // No run exists in the fuzz database: every id is unknown (404 for an admin, 401/403 for the others).
    params: { id: (world) => world.invoiceId },
    identities: ['admin', 'anonymous', 'customer'],
  },
  {
    file: 'web/app/api/quotes/[id]/pdf/route.ts',
    method: 'GET',
    handler: quotePdf.GET as Handler,
    path: (params) => `/api/quotes/${looseEncode(String(params.id))}/pdf`,
    params: { id: (world) => world.quoteId },
    identities: ['customer', 'anonymous', 'admin'],
    // The demo customer's open quote: its customer and admins get the PDF as sent (an odd ?version is 404).
    accepts: (answer, identity) => identity !== 'anonymous' && answer.status === 200 && answer.contentType.startsWith('application/pdf'),
  },
  formTarget('web/app/api/meeting-request/route.ts', meetingRequest.POST as Handler, '/api/meeting-request', () => validMeeting()),
  {
    file: 'web/app/api/revalidate/route.ts',
    method: 'POST',
    handler: sanityRevalidate.POST as Handler,
    path: () => '/api/revalidate',
    validBody: () => ({ _type: 'service' }),
    sign: sanitySignature,
    identities: ['anonymous'],
  },
  {
    file: 'web/app/api/revalidate/route.ts',
    method: 'GET',
    handler: sanityRevalidate.GET as Handler,
    path: () => '/api/revalidate',
    identities: ['anonymous'],
  },
  formTarget('web/app/api/reviews/route.ts', reviews.POST as Handler, '/api/reviews', () => validReview()),
  {
    file: 'web/app/api/studio/login/route.ts',
    method: 'GET',
    handler: studioLogin.GET as Handler,
    path: () => '/api/studio/login',
    queryNames: ['origin', 'projectId', 'withSid'],
    identities: ['anonymous', 'customer', 'editor'],
  },
  {
    file: 'web/app/content-assets/[kind]/[project]/[dataset]/[file]/route.ts',
    method: 'GET',
    handler: contentAssets.GET as Handler,
    path: (params) => `/content-assets/${params.kind}/${params.project}/${params.dataset}/${looseEncode(String(params.file))}`,
    params: { kind: () => 'images', project: () => 'local', dataset: () => 'production', file: (world) => world.assetFile },
    queryNames: ['w', 'h', 'rect', 'fit', 'fm', 'q', 'auto', 'fp-x', 'fp-y', 'crop', 'dl'],
    identities: ['anonymous'],
    // A real image with parameters it does not know or can ignore is still the image.
    accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('image/'),
  },
  {
    file: 'web/app/og/route.tsx',
    method: 'GET',
    handler: ogImage.GET as Handler,
    path: () => '/og',
    validQuery: 'locale=en&title=Lokalsicht',
    queryNames: ['locale', 'title'],
    identities: ['anonymous'],
    // A title the CMS holds is drawn whatever else the query says.
    accepts: (answer) => answer.status === 200 && answer.contentType === 'image/png',
  },
  {
    file: 'web/app/studio/[[...path]]/route.ts',
    method: 'GET',
    handler: studio.GET as Handler,
    path: (params) => `/studio/${([] as string[]).concat(params.path ?? []).map(looseEncode).join('/')}`,
    params: { path: () => ['static', 'missing.js'] },
    identities: ['anonymous'],
    ownTestFile: 'tests/int/fuzz-studio-route.test.ts',
    // Every path that is not a file of the build is one of the studio's own client routes: its index page.
    accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('text/html'),
  },
]

/** The webhook signature Sanity sends, for odd bodies that must then be refused for their content. */
export async function sanitySignature(body: string): Promise<Record<string, string>> {
  // The toolkit signs no empty payload; such a body goes unsigned.
  if (!body) return {}
  return { 'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), TEST_REVALIDATE_SECRET) }
}
