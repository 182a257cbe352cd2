import { Activity, type ComponentType, lazy, useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Inside a waiting island, these load its code at once. Until the code is there, a click on anything but
 * a link or a form field waits for it and is replayed (links and fields work without the island's code:
 * a radio button is checked at once, and React adopts it as it is); once the code is there,
 * React hydrates the island at the click and handles it itself. A submit waits until the island is
 * hydrated (React does not hydrate at a submit, and the browser would send the form by GET).
 */
const TRIGGERS = ['pointerdown', 'focusin', 'click', 'submit'] as const

/** What a click works on without the island's code: links, fields and their labels (not buttons). */
const WORKS_WITHOUT_CODE = 'a[href], label, select, textarea, input:not([type="submit"], [type="button"], [type="image"], [type="reset"])'

/** After the load event, when the browser is idle (Safari has no requestIdleCallback). */
const afterLoad = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(() => resolve()), { once: true }),
  )

/**
 * An interactive island whose code is not part of the page's first load: the server renders it as
 * usual, and the browser keeps that HTML as it is (an <Activity> boundary left dehydrated) until the
 * code has arrived, after the load event or as soon as the visitor touches the island, whichever comes
 * first. What a visitor types or checks before is kept (React adopts the fields as they are), and a
 * click on a button or submit inside the island before is held back and replayed once it is
 * hydrated, so nothing is lost and no half-working form posts its fields to the address bar. After a
 * client-side navigation (the page already loaded) the code loads at once.
 *
 *   export const LeadForm = island(() => import('./lead-form.client').then((module) => module.LeadForm))
 *
 * The island sits in a `display: contents` element, which adds no box: layout and HTML otherwise stay
 * what the component renders.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let touched = false
  let arrived = false
  const onTouch: (() => void)[] = []
  const touch = () => {
    touched = true
    for (const resolve of onTouch.splice(0)) resolve()
  }
  const nextTouch = () => new Promise<void>((resolve) => onTouch.push(resolve))

  const Code = lazy(async () => {
    if (typeof window === 'undefined') return { default: await load() }
    if (!touched && document.readyState !== 'complete') await Promise.race([nextTouch(), afterLoad()])
    for (;;) {
      try {
        const component = await load()
        arrived = true
        return { default: component }
      } catch {
        // Offline: the island stays as the server rendered it, and the next touch tries again.
        await nextTouch()
      }
    }
  })

  function Hydrated({ props, onHydrated, replay }: { props: Props; onHydrated: () => void; replay: () => void }) {
    // At once (before any further event): from now on React handles the island's events itself.
    useLayoutEffect(onHydrated, [onHydrated])
    // What happened before, after the island's own effects have run.
    useEffect(replay, [replay])
    return <Code {...props} />
  }

  return function Island(props: Props) {
    const root = useRef<HTMLDivElement>(null)
    const state = useRef({ hydrated: false, replays: new Map<EventTarget, () => void>(), stop: () => {} })

    useEffect(() => {
      const current = state.current
      if (current.hydrated) return
      const listening = new AbortController()
      current.stop = () => listening.abort()
      const onEvent = (event: Event) => {
        // The innermost HTML element (an icon's SVG has no click()).
        const target = event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement)
        if (!target || !root.current?.contains(target)) return
        touch()
        if (event.type === 'submit') {
          event.preventDefault()
          current.replays.set(target, () => (target as HTMLFormElement).requestSubmit())
        } else if (event.type === 'click' && !arrived && !target.closest(WORKS_WITHOUT_CODE)) {
          event.preventDefault()
          current.replays.set(target, () => target.click())
        }
      }
      for (const type of TRIGGERS) window.addEventListener(type, onEvent, { capture: true, signal: listening.signal })
      // Focused before the page hydrated: the visitor is already typing into it.
      if (root.current?.contains(document.activeElement)) touch()
      return () => listening.abort()
    }, [])

    const onHydrated = useCallback(() => {
      state.current.hydrated = true
      state.current.stop()
    }, [])
    const replay = useCallback(() => {
      const replays = [...state.current.replays.values()]
      state.current.replays.clear()
      for (const run of replays) run()
    }, [])

    return (
      <div ref={root} className="contents">
        <Activity>
          <Hydrated props={props} onHydrated={onHydrated} replay={replay} />
        </Activity>
      </div>
    )
  }
}
