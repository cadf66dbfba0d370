/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** One plain, accessible layout for every e-mail, as text and as HTML. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footer) textParts.push(content.footer);

  // Escaped first, then each line break becomes a <br>: a typed message keeps its lines.
  const paragraphs = content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r\n?|\n/g, '<br>\n')}</p>`).join('\n');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#2f6b3b;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer ? `<p style="font-size:12px;color:#555">${escapeHtml(content.footer)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1d1d1d">
<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${footer}
</body></html>`;
  return { text: textParts.join('\n').trimEnd() + '\n', html };
}
