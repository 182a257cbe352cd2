import clsx from 'clsx'

type Variant = 'primary' | 'secondary' | 'light' | 'ghost'

export const BUTTON_CLASSES: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-50',
  light: 'bg-white text-ink-950 hover:bg-brand-50 shadow-sm',
  ghost: 'text-white ring-1 ring-inset ring-white/50 hover:bg-white/10',
}

export const buttonClassName = (variant: Variant = 'primary', className?: string) =>
  clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold transition-colors',
    BUTTON_CLASSES[variant],
    className,
  )
