'use client'

import { useEffect, useRef } from 'react'

const DURATION_MS = 2000

/**
 * A number that counts up once, over about two seconds, when it first scrolls into view. The server
 * renders the final value, formatted (`text`: crawlers, no JavaScript); visitors who prefer reduced motion
 * keep it as is. The animation writes the text directly, so React does not re-render 120 times. An
 * invisible copy of the final value holds the width, so the growing number never moves its neighbours
 * (no layout shift).
 *
 * Hydration creates no `Intl.NumberFormat`: the first one in a page loads the locale's data, which took
 * 36–108 ms of the main thread on a slow machine while React hydrated the home page. The formatter is made
 * when the number comes into view, in its own task.
 */
export function CountUp({ value, text, locale }: { value: number; text: string; locale: string }) {
  const element = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const node = element.current
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    node.textContent = '0'
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const formatter = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB')
      const start = performance.now()
      const tick = (now: number) => {
        // The first frame's timestamp can precede `start`; a negative progress would show "-0".
        const progress = Math.min(Math.max((now - start) / DURATION_MS, 0), 1)
        node.textContent = progress < 1 ? formatter.format(Math.round(value * (1 - (1 - progress) ** 3))) : text
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      node.textContent = text
    }
  }, [value, text, locale])

  return (
    <span className="inline-grid tabular-nums">
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {text}
      </span>
      <span ref={element} data-final-value={value} className="col-start-1 row-start-1 text-end">
        {text}
      </span>
    </span>
  )
}
