'use client'

import { island } from '@/components/ui/island'

/**
 * The consent banner (./consent-banner.client.tsx), loaded after the page or when touched
 * (web/components/ui/island.tsx): visitors who decided already never need its code on a first view, and
 * a choice made before the code is there is replayed, not lost. The banner itself is in the page's HTML
 * from the start, shown or hidden before the first paint (./inline-scripts.ts).
 */
export const ConsentBanner = island(() => import('./consent-banner.client').then((module) => module.ConsentBanner))
