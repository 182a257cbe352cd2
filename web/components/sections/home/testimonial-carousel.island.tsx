'use client'

import { island } from '@/components/ui/island'

/** The testimonial carousel (./testimonial-carousel.client.tsx), loaded after the page or when touched (web/components/ui/island.tsx). */
export const TestimonialCarousel = island(() => import('./testimonial-carousel.client').then((module) => module.TestimonialCarousel))
