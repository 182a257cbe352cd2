import type { HomePageQueryResult } from '@/lib/content/sanity.types'

/** The home page content, never null inside the sections (the page 404s without it). */
export type HomeContent = NonNullable<HomePageQueryResult>
