import type { ReactNode } from 'react';

/** The frame of the account pages: a heading, a short lead and the form in a card. */
export function AuthCard({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-stone-900">{heading}</h1>
      {lead && <p className="mt-3 text-lg leading-relaxed text-stone-700">{lead}</p>}
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
        {children}
      </div>
    </div>
  );
}

export const SUBMIT_CLASS =
  'w-full rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

export const LINK_CLASS =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

export function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800">
      {text}
    </p>
  );
}
