import type { ReactNode } from 'react';

/** Puts a link where the translation has its `{name}` placeholder (translated with "\u0000" in its place). */
export function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
