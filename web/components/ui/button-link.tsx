import clsx from 'clsx'

type Variant = 'primary' | 'secondary' | 'light' | 'ghost'

/** The variants' colours: `.btn-*` in app/components.css. */
export const BUTTON_CLASSES: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  light: 'btn-light',
  ghost: 'btn-ghost',
}

export const buttonClassName = (variant: Variant = 'primary', className?: string) =>
clsx('btn', BUTTON_CLASSES[variant], className)
