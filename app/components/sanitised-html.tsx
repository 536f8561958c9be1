/**
 * The one place the web app inserts HTML (issue 25, finding 4; the lint rule in eslint.config.js
 * allows `dangerouslySetInnerHTML` here only). `html` must be the output of the server's allowlist
 * sanitiser (server/queries/sanitize.ts): the news API and the admin news API answer the stored
 * text passed through it on every read, so what a page shows is never the database's raw text.
 */
import type { HTMLAttributes } from 'react';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML as the sanitiser answered it */
  html: string;
};

export function SanitisedHtml({ html, ...rest }: Props) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
