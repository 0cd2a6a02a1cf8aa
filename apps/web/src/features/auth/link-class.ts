/** The links between the account pages (forgot password, register, back to login). */
export const LINK_CLASS =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
