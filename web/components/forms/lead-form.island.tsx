'use client'

import { island } from '@/components/ui/island'

/** The lead form (./lead-form.client.tsx), loaded after the page or when touched (web/components/ui/island.tsx). */
export const LeadForm = island(() => import('./lead-form.client').then((module) => module.LeadForm))
