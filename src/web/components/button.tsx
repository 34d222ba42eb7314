import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outlineLight' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * How every disabled button looks: a neutral grey face with dark-grey text (about 8:1, so it stays readable),
 * no shadow, a not-allowed cursor; never faded with opacity, which took the text below 4.5:1.
 */
export const disabledLook =
  'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-200 disabled:text-slate-700 ' +
  'disabled:shadow-none disabled:ring-slate-300';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors motion-reduce:transition-none ' +
  `${disabledLook} aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:bg-slate-200 ` +
  'aria-disabled:text-slate-700 aria-disabled:shadow-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-brand-darker shadow-sm hover:bg-accent-hover',
  secondary: 'bg-brand text-white shadow-sm hover:bg-brand-dark',
  outline: 'border-2 border-brand bg-white text-brand hover:bg-brand-light',
  outlineLight: 'border-2 border-white text-white hover:bg-white/10',
  ghost: 'text-brand hover:bg-brand-light',
  danger: 'bg-danger text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-3 text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  pending?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  pending = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
