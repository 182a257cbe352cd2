'use client'

import { island } from '@/components/ui/island'

/** The blog's search and category filter (./blog-filters.client.tsx), loaded after the page or when touched (web/components/ui/island.tsx). */
export const BlogFilters = island(() => import('./blog-filters.client').then((module) => module.BlogFilters))
