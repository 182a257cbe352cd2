'use client'

import { island } from '@/components/ui/island'

/** The two-click map (./two-click-map.client.tsx), loaded after the page or when touched (web/components/ui/island.tsx). */
export const TwoClickMap = island(() => import('./two-click-map.client').then((module) => module.TwoClickMap))
