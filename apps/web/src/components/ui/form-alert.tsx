import type { ReactNode } from 'react';

/**
 * Why a form could not be sent, as a whole. It stays until the form clears it, which forms do
 * when the member changes something, so the reason is on screen while it is being corrected.
 */
export function FormAlert({ text, children }: { text: string | null; children?: ReactNode }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}
