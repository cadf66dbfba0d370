import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../pages/rich-text-sanitizer.ts';
import { cleanArchiveRows } from './site-archive-row-cleaning.ts';

const rich = (html: string, type = 'richText') => ({ type, key: `b-${type}`, props: { html } });
const heading = { type: 'pageHeader', key: 'h1', props: { title: '<b>Otters</b>', intro: '' }, anchorPoint: '', __images: {} };
// What a save stores: the sanitiser's own output, entities and link attributes included.
const saved = '<h2>Otters</h2><p>Fish &amp; chips\u00a0<a href="/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a></p>';
const version = (id: number, blocks: string) => ({ id, page_id: 7, blocks, created_at: '2026-03-04T05:06:07.089Z' });

describe('site archive row cleaning', () => {
  it('leaves rows whose rich text a save would store as it is, byte for byte, and other tables alone', () => {
    // Spacing JSON.stringify would not write: proof the text is not rewritten for its own sake.
    const spaced = ` [ ${JSON.stringify(heading)} , ${JSON.stringify(rich(saved))}, ${JSON.stringify(rich(saved, 'textWithImage'))} ] `;
    // Plain-text props are escaped when rendered, and a retired type is carried, never rendered.
    const carried = JSON.stringify([heading, rich('<script>x</script>', 'retiredType')]);
    // Props may be absent from an archived block: its shape gives them as empty.
    const bare = JSON.stringify([
      { type: 'richText', key: 'b1' },
      { type: 'pageHeader', key: 'h1' },
    ]);
    const rows = [version(1, spaced), version(2, carried), version(3, bare)];
    const result = cleanArchiveRows('page_versions', rows);
    expect(result.cleaned).toBe(0);
    expect(result.rows).toEqual(rows);
    expect(result.rows[0]).toBe(rows[0]);
    const settings = [{ key: 'site', value: JSON.stringify({ html: '<script>x</script>' }) }];
    expect(cleanArchiveRows('settings', settings)).toEqual({ rows: settings, cleaned: 0 });
  });

  it('cleans every rich-text prop as the save path does, counting versions, not props', () => {
    const attacks = [
      '<p>Hi</p><script>alert(1)</script>',
      '<p onclick="steal()">Hi</p>',
      '<p><a href="javascript:alert(1)">x</a></p>',
      '<form action="https://evil.example"><p>Log in</p></form>',
      '<p style="position:fixed">x</p>',
      '<base href="https://evil.example/"><p>x</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<p>unclosed',
    ];
    const rows = attacks.map((html, index) => version(index + 1, JSON.stringify([heading, rich(html), rich(html, 'textWithImage')])));
    const result = cleanArchiveRows('page_versions', [...rows, version(99, JSON.stringify([rich(saved), { type: 'quote', key: 'q' }]))]);
    expect(result.cleaned).toBe(attacks.length);
    attacks.forEach((html, index) => {
      const clean = sanitizeRichText(html);
      expect(clean).not.toMatch(/script|onclick|javascript:|form|style|base|iframe/);
      // What serializeBlocks stores: the same blocks, keys in their order, only the HTML replaced.
      expect(result.rows[index], html).toEqual({
        ...rows[index],
        blocks: JSON.stringify([heading, rich(clean), rich(clean, 'textWithImage')]),
      });
    });
    expect(result.rows.at(-1)?.blocks).toBe(JSON.stringify([rich(saved), { type: 'quote', key: 'q' }]));
    const bare = cleanArchiveRows('page_versions', [version(1, JSON.stringify([{ type: 'richText', key: 'b1' }, rich('<p>x')]))]);
    expect(bare).toEqual({
      rows: [version(1, JSON.stringify([{ type: 'richText', key: 'b1', props: {} }, rich('<p>x</p>')]))],
      cleaned: 1,
    });
  });

  it("cleans the sanitiser's own output that a second pass still changes, which an exported site can hold", () => {
    const stored = sanitizeRichText('<p>a<span><p>b</p></span></p>');
    expect(sanitizeRichText(stored)).not.toBe(stored);
    const result = cleanArchiveRows('page_versions', [version(1, JSON.stringify([rich(stored)]))]);
    expect(result).toEqual({ rows: [version(1, JSON.stringify([rich(sanitizeRichText(stored))]))], cleaned: 1 });
  });
});
