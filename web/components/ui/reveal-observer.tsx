'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Fades sections in as they scroll into view: marks `[data-reveal]` elements as revealed once they
 * intersect the viewport. Styles live in globals.css and apply only without reduced motion; without
 * JavaScript nothing is hidden.
 */
export function RevealObserver() {
  const pathname = usePathname()
  useEffect(() => {
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-revealed', '')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    // All reads first, then all writes: interleaving them would force one layout per element.
    const inView = elements.map((element) => element.getBoundingClientRect().top < window.innerHeight)
    elements.forEach((element, index) => {
      if (inView[index]) element.setAttribute('data-revealed', '')
      else observer.observe(element)
    })
    document.documentElement.classList.add('reveal-ready')
    return () => observer.disconnect()
  }, [pathname])
  return null
}
