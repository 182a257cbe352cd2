import { hideBannerWhenDecided, showBannerWhenParsed } from '@/components/consent/inline-scripts'
import { holdEarlyInteractions } from '@/components/hydration/early-interactions'

/**
 * Every inline script the site layout (./site-layout.tsx) renders on every page. Pages rendered per request allow them by
 * their hashes (web/proxy.ts), so that the layout need not read the request's nonce; cached pages get the
 * hashes of all their inline scripts from the cache handler.
 */
export const LAYOUT_INLINE_SCRIPTS = [holdEarlyInteractions, hideBannerWhenDecided, showBannerWhenParsed]
