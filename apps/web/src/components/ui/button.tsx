import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'danger' | 'whatsapp';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /**
   * primary: the page's main action; secondary: another action in the brand colour; neutral:
   * cancel, go back; danger: delete, or retry inside an error; whatsapp: a chat on WhatsApp
   */
  variant?: ButtonVariant;
  /** sm inside lists and alerts, md beside other actions, lg to submit a form */
  size?: ButtonSize;
  /** as wide as its container */
  wide?: boolean;
}

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  neutral: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-50',
  danger: 'border border-red-700 text-red-800 hover:bg-red-50',
  whatsapp: 'border border-green-700 bg-white text-green-800 shadow-sm hover:bg-green-50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-1.5',
  md: 'px-4 py-2.5',
  lg: 'px-6 py-2.5',
};

/** The classes of a button of this look, for an element that is neither Button nor ButtonLink. */
export function buttonClass({ variant = 'primary', size = 'md', wide = false }: ButtonLook = {}) {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${wide ? ' w-full' : ''}`;
}

function withClass(look: ButtonLook, className: string | undefined) {
  return className ? `${buttonClass(look)} ${className}` : buttonClass(look);
}

/** A button in one of the app's looks; `type` is "button" unless said otherwise. */
export function Button({
  variant,
  size,
  wide,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonLook) {
  return (
    <button type={type} className={withClass({ variant, size, wide }, className)} {...props} />
  );
}

/** A link that looks like a button, for actions that go to another page. */
export function ButtonLink({ variant, size, wide, className, ...props }: LinkProps & ButtonLook) {
  return <Link className={withClass({ variant, size, wide }, className)} {...props} />;
}
