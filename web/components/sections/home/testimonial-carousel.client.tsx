'use client'

import { ChevronLeft, ChevronRight } from '@/components/ui/svg-icon'
import { Stars } from '@/components/ui/stars'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion'

const INTERVAL_MS = 5000

export interface Slide {
  id: string
  quote: string
  name: string
  meta: string
  rating: number
  portrait: ReactNode
  /** "3 of 5", the slide's name for screen readers. */
  label: string
  /** "Show testimonial 3 of 5", its dot's name. */
  goToLabel: string
  /** "5 out of 5 stars". */
  ratingLabel: string
}

/**
 * Testimonials: advances every 5 s and wraps around; previous/next buttons (wrapping) and dots jump by
 * hand. It pauses while hovered or focused and never moves by itself for reduced-motion visitors.
 */
export function TestimonialCarousel({
  slides,
  labels,
}: {
  slides: Slide[]
  labels: {
    region: string
    roleCarousel: string
    roleSlide: string
    previous: string
    next: string
  }
}) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = slides.length

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return
    const timer = window.setTimeout(() => go(index + 1), INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [index, paused, reducedMotion, count, go])

  return (
    <div
      role="region"
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.region}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
      className="mx-auto max-w-4xl"
    >
      <div className="relative overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ink-100">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={paused || reducedMotion ? 'polite' : 'off'}
        >
          {slides.map((slide, slideIndex) => (
            // The slide is the group (APG carousel pattern); the figure inside has no role, which a figure
            // with a figcaption may not have.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.roleSlide}
              aria-label={slide.label}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              className="w-full shrink-0 p-8 sm:p-12"
              data-testid="testimonial-slide"
              data-active={slideIndex === index}
            >
              <figure>
                <Stars rating={slide.rating} label={slide.ratingLabel} className="text-xl" />
                <blockquote className="mt-6 font-display text-xl leading-relaxed text-ink-900 sm:text-2xl">
                  <p>{slide.quote}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  {slide.portrait}
                  <span>
                    <span className="block font-semibold text-ink-950">{slide.name}</span>
                    <span className="small-note">{slide.meta}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={labels.previous}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink-800 shadow ring-1 ring-ink-200 hover:bg-ink-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => go(slideIndex)}
              aria-label={slide.goToLabel}
              aria-current={slideIndex === index ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${slideIndex === index ? 'w-8 bg-brand-700' : 'w-2.5 bg-ink-300 group-hover:bg-ink-500'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={labels.next}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink-800 shadow ring-1 ring-ink-200 hover:bg-ink-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  )
}
