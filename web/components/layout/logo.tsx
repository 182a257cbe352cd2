/** The agency's word mark: a map pin inside a magnifier, and the name. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="11" fill="none" stroke={inverted ? '#95ead6' : '#0f6a5c'} strokeWidth="3" />
        <path d="M22 22l7 7" stroke={inverted ? '#95ead6' : '#0f6a5c'} strokeWidth="3.5" strokeLinecap="round" />
        <path
          d="M14 7.5a4.6 4.6 0 0 0-4.6 4.6c0 3.4 4.6 8.2 4.6 8.2s4.6-4.8 4.6-8.2A4.6 4.6 0 0 0 14 7.5zm0 6.3a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z"
          fill="#f59e0b"
        />
      </svg>
      <span className={`font-display text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-ink-950'}`}>
        {name}
      </span>
    </span>
  )
}
