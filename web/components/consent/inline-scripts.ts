import { CONSENT_BANNER_VERSION, CONSENT_COOKIE } from '@/lib/consent/consent'
import { CONSENT_NOT_ASKED_CLASS, consentFreePathPattern } from '@/lib/consent/consent-free-paths'
import { privatePathPrefixes } from '@/lib/seo/public-pages'

/**
 * Hides the server-rendered banner before the first paint when a valid choice is stored, or on a page of
 * the private sections (../../lib/consent/consent-free-paths.ts; the banner keeps the class up to date
 * on client navigations).
 */
export const hideBannerWhenDecided = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_BANNER_VERSION.replace(/[-.]/g, '\\$&')}\\./.test(document.cookie))document.documentElement.classList.add('consent-given');if(${consentFreePathPattern(privatePathPrefixes())}.test(location.pathname))document.documentElement.classList.add('${CONSENT_NOT_ASKED_CLASS}')}catch(e){}`

/**
 * Runs once the parser has read the whole banner. Until then the banner stays invisible (globals.css):
 * a paint while the banner is half parsed would show it shorter, and as it is pinned to the bottom its
 * top would then jump up (a layout shift). Without JavaScript the banner is shown as is.
 */
export const showBannerWhenParsed = `document.documentElement.classList.add('consent-parsed')`
