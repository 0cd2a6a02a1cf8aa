import { useTranslation } from 'react-i18next';

/** The router's error screen; catalogs may be unavailable, so English is the fallback. */
export function RouteError() {
  const { t, ready } = useTranslation();
  const text = (key: 'title' | 'text' | 'reload', english: string) =>
    ready ? t(`routeError.${key}`) : english;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{text('title', 'Unexpected Application Error!')}</h1>
      <p className="mt-3 text-stone-700">
        {text('text', 'Something went wrong while showing this page.')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text('reload', 'Reload the page')}
      </button>
    </main>
  );
}
