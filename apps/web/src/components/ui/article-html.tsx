/** Headings, paragraphs, lists, links, quotes and images of the body, styled without a typography plugin. */
const PROSE =
  'flex flex-col gap-4 text-lg leading-relaxed text-ink-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink-900 [&_img]:rounded-2xl [&_li]:ml-6 [&_ol]:list-decimal [&_strong]:font-bold [&_ul]:list-disc';

/**
 * An article or consent document body as members read it; the console's preview draws the same, so an
 * operator sees what members will. Only ever given HTML the server sanitised with its allow-list (no script, style, event
 * handler or javascript: URL; apps/api articles/article-html.ts), so it is safe to render as HTML.
 */
export function ArticleHtml({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={`${className} ${PROSE}`}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
