import { CONSENT_BANNER_VERSION, CONSENT_COOKIE } from '@/lib/consent/consent'

/** Hides the server-rendered banner before the first paint when a valid choice is stored. */
export const hideBannerWhenDecided = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_BANNER_VERSION.replace(/[-.]/g, '\\$&')}\\./.test(document.cookie))document.documentElement.classList.add('consent-given')}catch(e){}`

/**
 * Runs once the parser has read the whole banner. Until then the banner stays invisible (globals.css):
 * a paint while the banner is half parsed would show it shorter, and as it is pinned to the bottom its
 * top would then jump up (a layout shift). Without JavaScript the banner is shown as is.
 */
export const showBannerWhenParsed = `document.documentElement.classList.add('consent-parsed')`
