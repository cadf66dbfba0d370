import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToText } from './page-text.ts';
import { toIndexedDocument } from './search-documents.ts';

describe('htmlToText', () => {
  it('strips tags, keeping words apart at block boundaries and together across inline markup', () => {
    expect(htmlToText('<h2>Titel</h2><p>Een <strong>vet</strong> woord en vleer<em>muis</em>.</p><ul><li>een</li><li>twee</li></ul>')).toBe('Titel\nEen vet woord en vleermuis.\neen\ntwee');
    expect(htmlToText('regel<br>regel<br/>nog')).toBe('regel\nregel\nnog');
    expect(htmlToText('<p>a</p><p>b</p>')).toBe('a\nb');
    expect(htmlToText('<a href="https://example.org/verborgen">zichtbaar</a>')).toBe('zichtbaar');
  });

  it('drops scripts, styles and comments entirely', () => {
    expect(htmlToText('<p>voor</p><script>alert("x")</script><style>p{color:red}</style><!-- geheim --><p>na</p>')).toBe('voor\nna');
    expect(htmlToText('<p>open</p><script>never closed')).toBe('open');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(htmlToText('Tom &amp; Jerry &quot;hi&quot; it&#39;s&nbsp;ok')).toBe('Tom & Jerry "hi" it\'s ok');
    expect(htmlToText('&eacute;cologie re&euml;el &#233;&#xEB; caf&eacute;&hellip; &apos;')).toBe("écologie reëel éë café… '");
    expect(htmlToText('&unknown; &#0; &#xD800;')).toBe('&unknown;');
  });
});

describe('blocksToText', () => {
  it('collects the text of every block, in order, from nested props', () => {
    const blocks = [
      { type: 'richText', key: 'a', props: { html: '<p>Eerste <b>blok</b></p>' } },
      { type: 'cards', key: 'b', props: { title: 'Kaarten', items: [{ title: 'Een', text: 'Tekst een' }, { title: 'Twee', text: ' ' }] } },
      { type: 'team', key: 'c', props: { members: [{ name: 'Anna', description: 'Ecoloog' }] } },
    ];
    expect(blocksToText(blocks)).toBe('Eerste blok\nKaarten\nEen\nTekst een\nTwee\nAnna\nEcoloog');
  });

  it('skips props that hold settings or addresses, numbers and booleans', () => {
    const blocks = [
      {
        type: 'button',
        key: 'a',
        props: {
          label: 'Lees meer',
          link: { url: 'https://example.org/verborgen', label: 'ook verborgen' },
          variant: 'primary',
          provider: 'youtube',
          videoId: 'abc123',
          pageType: 'project',
          imagePosition: 'left',
          professionalNetworkUrl: 'https://example.org/in',
          theme: 'BIODIVERSITY',
          service: 'LAB_ANALYSES',
          limit: 3,
          visible: true,
        },
      },
    ];
    expect(blocksToText(blocks)).toBe('Lees meer');
  });

  it('accepts anything without failing', () => {
    expect(blocksToText(null)).toBe('');
    expect(blocksToText('blocks')).toBe('');
    expect(blocksToText([null, 1, 'x', { type: 'richText' }, { props: null }])).toBe('');
  });
});

describe('toIndexedDocument', () => {
  const page = {
    pageId: 7,
    locale: 'nl-nl',
    type: 'project',
    url: '/projecten/vleermuizen',
    title: 'Vleermuizen',
    seoDescription: 'Over vleermuizen',
    seoKeywords: ['kolonie', 'zolder'],
    blocks: [{ type: 'richText', key: 'a', props: { html: '<p>Tekst</p>' } }],
    typeData: { themes: ['BIODIVERSITY', 'NONE', 'BOGUS', 3], services: 'LAB_ANALYSES', theme: 'RESTORATING_ECOLOGY', service: ['LAB_ANALYSES'] },
  };

  it('indexes description, blocks and keywords, and relations from typeData', () => {
    const document = toIndexedDocument(page);
    expect(document).toMatchObject({ pageId: 7, locale: 'nl-nl', pageType: 'project', title: 'Vleermuizen', url: '/projecten/vleermuizen', body: 'Over vleermuizen\nTekst\nkolonie zolder' });
    expect(document.themes).toEqual(['BIODIVERSITY', 'RESTORATING_ECOLOGY']);
    expect(document.services).toEqual(['LAB_ANALYSES']);
    expect(document.titleTerms).toBe('vleermuis');
    expect(document.bodyTerms.split(' ')).toContain('vleermuis');
  });

  it('caps the body at 50,000 characters', () => {
    const long = toIndexedDocument({ ...page, seoDescription: 'x'.repeat(60_000) });
    expect(long.body.length).toBe(50_000);
  });
});
