'use client'

import { useEffect, useRef, useState } from 'react'

const DURATION_MS = 2000

/**
 * A number that counts up once, over about two seconds, when it first scrolls into view. The server
 * renders the final value (crawlers, no JavaScript); visitors who prefer reduced motion see it at once.
 */
export function CountUp({ value, locale }: { value: number; locale: string }) {
  const [shown, setShown] = useState(value)
  const element = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const node = element.current
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    setShown(0)
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min((now - start) / DURATION_MS, 1)
        const eased = 1 - (1 - progress) ** 3
        setShown(Math.round(value * eased))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  return (
    <span ref={element} data-final-value={value} className="tabular-nums">
      {shown.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB')}
    </span>
  )
}
