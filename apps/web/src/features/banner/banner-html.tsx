/**
 * Banner content as markup. Setting HTML is acceptable here only because the API sanitised it
 * with a tight allow-list before storing it (apps/api/src/modules/banners/sanitize.ts), and the
 * page's Content-Security-Policy refuses inline script besides. `dir="auto"` lets an Arabic
 * announcement read right to left on an English page, and the other way round; `lang` names
 * the language it is written in when it is not the page's.
 */
export function BannerHtml({
  html,
  id,
  lang,
  className = '',
}: {
  html: string;
  id?: string;
  lang?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      lang={lang}
      dir="auto"
      className={`break-words [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a:hover]:text-brand-900 [&_p+p]:mt-1 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
