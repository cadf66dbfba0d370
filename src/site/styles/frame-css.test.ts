import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const siteCss = readFileSync(new URL('./site.css', import.meta.url), 'utf8');
const blocksCss = readFileSync(new URL('./blocks.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule for ${selector}`);
  return match[1]!;
}

describe('page frame CSS (QA: sticky header, banner, anchors, long words)', () => {
  it('the sticky header is opaque', () => {
    const header = rule(siteCss, '.site-header');
    expect(header).toMatch(/position:\s*sticky/);
    expect(header).toMatch(/background:\s*var\(--color-bg\)/);
    expect(header).not.toMatch(/background:[^;]*\/\s*0?\.\d/);
  });

  it('keeps focus and anchors clear of the header at every breakpoint, and of the banner while it shows', () => {
    const html = rule(siteCss, 'html');
    expect(html).toMatch(/scroll-padding-top:\s*calc\(var\(--site-header-height\)/);
    expect(html).toMatch(/scroll-padding-bottom:\s*calc\(var\(--cookie-banner-height\)/);
    // One row (61px) at every width (issue 17: from 56rem the menu took a second row), so one height.
    expect(html).toMatch(/--site-header-height:\s*4\.25rem/);
    expect(siteCss).not.toMatch(/html \{ --site-header-height/);
    expect(siteCss).toContain('html:has(.cookie-banner:not(.cookie-banner--settings))');
    expect(rule(siteCss, '.cookie-banner')).toMatch(/max-height:\s*var\(--cookie-banner-height\)/);
    expect(rule(blocksCss, '.anchor-point-element')).toMatch(/scroll-margin-top/);
  });

  it('headings break long words (hyphenated where the language allows)', () => {
    const headings = rule(blocksCss, '.block__title,\n.block h1,\n.block h2,\n.block h3,\n.block h4');
    expect(headings).toMatch(/overflow-wrap:\s*anywhere/);
    expect(headings).toMatch(/(?<!-)hyphens:\s*auto/);
  });
});
