import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockType } from '../../shared/blocks/definitions.ts';
import { createFakeDataSource, SAMPLE_PAGES } from '../testing/fake-data-source.ts';
import { renderBlocksToHtml } from '../testing/render.ts';
import { SAMPLE_BLOCKS } from '../testing/sample-blocks.ts';
import type { StoredBlock } from './render-blocks.tsx';

/** React's text separators and Suspense markers are noise for these assertions. */
const clean = (html: string) => html.replace(/<!--(?:\$|\/\$| )-->/g, '');
const render = async (block: StoredBlock, options?: Parameters<typeof renderBlocksToHtml>[1]) =>
  clean(await renderBlocksToHtml([block], options));
/** The opening tag of the element with this id (React orders attributes its own way). */
function openingTag(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with id ${id}`);
  return match[0];
}
const withProps = (type: BlockType, props: Record<string, unknown>): StoredBlock => ({
  ...SAMPLE_BLOCKS[type],
  props: { ...(SAMPLE_BLOCKS[type].props as Record<string, unknown>), ...props },
});
const XSS = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

/** The text of every h1–h6 in document order, with its level. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/gs)].map((match) => `h${match[1]} ${match[2]!.replace(/<[^>]+>/g, '')}`);
}

describe('every block type', () => {
  it('has a sample and renders non-empty, escaped-safe HTML without scripts', async () => {
    expect(Object.keys(SAMPLE_BLOCKS).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      const html = await render(SAMPLE_BLOCKS[type]);
      expect(html, type).toContain('class="block ');
      expect(html, type).not.toMatch(/<script|<iframe/i);
    }
  });

  it('has its root class styled in styles/blocks.css', async () => {
    const css = readFileSync(new URL('../styles/blocks.css', import.meta.url), 'utf8');
    for (const type of BLOCK_TYPES) {
      const rootClass = /class="block (block-[a-z-]+)/.exec(await render(SAMPLE_BLOCKS[type]))?.[1];
      expect(rootClass, type).toBeDefined();
      expect(css, `${type} (${rootClass})`).toContain(`.${rootClass}`);
    }
  });

  it.each(BLOCK_TYPES.filter((type) => type !== 'richText' && type !== 'video'))('%s escapes a <script> title', async (type) => {
    const props = SAMPLE_BLOCKS[type].props as Record<string, unknown>;
    const field = ['title', 'text', 'name', 'caption'].find((name) => name in props) ?? 'title';
    const html = await render(withProps(type, { [field]: XSS }));
    if (field in props) {
      expect(html).toContain(ESCAPED);
    }
    expect(html).not.toContain(XSS);
  });
});

describe('hero', () => {
  it('renders an h1, subtitle, button links and an eager decorative background', async () => {
    const html = await render(SAMPLE_BLOCKS.hero);
    expect(headings(html)).toEqual(['h1 Nature as inspiration']);
    expect(html).toContain('Research and advice on nature');
    expect(html).toMatch(/<a class="button button--primary" href="\/over-verdant">About us<\/a>/);
    expect(html).toMatch(/<a class="button button--secondary" href="\/en-gb\/projects">Our projects<\/a>/);
    expect(html).toContain('src="/api/medialib/get-page-file/7/block_images_hero1/aaaaaaaaaaaaaaaa/heath%20land.jpg"');
    expect(html).toMatch(/<img[^>]*alt=""[^>]*loading="eager"/);
    expect(html).toContain('width="1600" height="900"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('leaves out buttons without a label or link', async () => {
    const html = await render(
      withProps('hero', {
        buttons: [
          { label: '', link: '/x', variant: 'primary' },
          { label: 'Go', link: '', variant: 'primary' },
        ],
      }),
    );
    expect(html).not.toContain('<a ');
  });
});

describe('text blocks', () => {
  it('pageHeader renders h1 and intro', async () => {
    const html = await render(SAMPLE_BLOCKS.pageHeader);
    expect(headings(html)).toEqual(['h1 Projects']);
    expect(html).toContain('<p class="block-page-header__intro">More than 1000 projects a year.</p>');
  });

  it('richText renders the stored (sanitised) HTML as HTML, plus attachments', async () => {
    const html = await render(SAMPLE_BLOCKS.richText);
    expect(html).toContain('<p>Biodiversity is <strong>declining</strong>.');
    expect(html).toContain('<li>Insects</li>');
    expect(html).toContain('href="/api/medialib/get-page-file/7/block_files_rich1/bbbbbbbbbbbbbbbb/annual%20report%202024.pdf"');
    expect(html).toContain('Download annual report 2024.pdf');
  });

  it('textWithImage renders h2, HTML, lazy image with alt and the image position', async () => {
    const html = await render(SAMPLE_BLOCKS.textWithImage);
    expect(headings(html)).toEqual(['h2 How it works']);
    expect(html).toContain('<p>We survey, analyse and advise.</p>');
    expect(html).toContain('block-text-with-image--image-left');
    expect(html).toMatch(/<img[^>]*alt="Ecologist counting plants"[^>]*loading="lazy"/);
    expect(html).toContain('>Read about our approach</a>');
  });

  it('quote renders blockquote, caption and a decorative portrait', async () => {
    const html = await render(SAMPLE_BLOCKS.quote);
    expect(html).toContain('<blockquote class="block-quote__text"><p>Nature is not a luxury, it is our foundation.</p></blockquote>');
    expect(html).toContain('<span class="block-quote__author">Anna de Vries</span>, <span class="block-quote__role">Director</span>');
    expect(html).toMatch(/<img[^>]*alt=""/);
  });

  it('callToAction renders h2, text and a button link', async () => {
    const html = await render(SAMPLE_BLOCKS.callToAction);
    expect(headings(html)).toEqual(['h2 Let us show you']);
    expect(html).toContain('Curious what we can do for your project?');
    expect(html).toContain('href="/en-gb/contact">Contact us</a>');
  });
});

describe('media blocks', () => {
  it('image renders a figure with alt text, size, lazy loading and caption', async () => {
    const html = await render(SAMPLE_BLOCKS.image);
    expect(html).toMatch(/<figure class="block block-image"><img[^>]*alt="Kingfisher on a branch"/);
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<figcaption class="block-image__caption">A kingfisher at the Lek</figcaption>');
  });

  it('image offers a srcset through the media route, up to the crop width', async () => {
    const html = await render(SAMPLE_BLOCKS.image);
    const base = '/api/medialib/get-page-file/7/block_images_image1/cccccccccccccccc/kingfisher.jpg';
    expect(html).toContain(`srcSet="${base}?w=480 480w, ${base}?w=800 800w, ${base} 1200w"`);
    expect(html).toContain('sizes="(min-width: 72rem) 72rem, 100vw"');
    const external = await render(SAMPLE_BLOCKS.image, { imageUrl: () => 'https://cdn.example.org/a.jpg' });
    expect(external).not.toContain('srcSet');
    expect(external).not.toContain('sizes=');
  });

  it('image escapes alt text and renders nothing without an image', async () => {
    const quoted = {
      ...SAMPLE_BLOCKS.image,
      __images: { image: [{ hash: 'cccccccccccccccc', fileName: 'a.jpg', altText: '"><script>x</script>' }] },
    };
    expect(await render(quoted)).toContain('alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(await render({ ...SAMPLE_BLOCKS.image, __images: {} })).toBe('');
  });

  it('image uses a custom imageUrl from the context', async () => {
    const html = await render(SAMPLE_BLOCKS.image, { imageUrl: (pageId, key, image) => `/img/${pageId}/${key}/${image.hash}` });
    expect(html).toContain('src="/img/7/image1/cccccccccccccccc"');
  });

  it('video renders a consent placeholder, never an iframe', async () => {
    const html = await render(SAMPLE_BLOCKS.video);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toContain('youtube.com/embed');
    expect(html).toContain('data-video-provider="youtube"');
    expect(html).toContain('data-video-id="dQw4w9WgXcQ"');
    expect(html).toContain('data-island="video-consent"');
    expect(html).toContain('marketing cookies');
    expect(html).toMatch(/<button type="button"[^>]*>Accept and play<\/button>/);
    expect(html).toMatch(/<noscript><a[^>]*href="https:\/\/www.youtube.com\/watch\?v=dQw4w9WgXcQ"/);
    expect(headings(html)).toEqual(['h2 A day in the field']);
  });

  it('video links to vimeo, speaks Dutch, and renders nothing without an id', async () => {
    const html = await render(withProps('video', { provider: 'vimeo', videoId: '76979871' }), { locale: 'nl-nl' });
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).toContain('Accepteren en afspelen');
    expect(html).toContain('marketingcookies');
    expect(await render(withProps('video', { videoId: '' }))).toBe('');
  });
});

describe('layout blocks', () => {
  it('buttons renders a list of links; external ones say so to screen readers', async () => {
    const html = await render(SAMPLE_BLOCKS.buttons);
    expect(html).toMatch(/<ul class="button-list"><li><a[^>]*href="\/en-gb\/contact">Contact us<\/a><\/li>/);
    expect(html).toMatch(
      /href="https:\/\/www.linkedin.com\/company\/example" rel="noopener noreferrer">Visit our LinkedIn page<span class="visually-hidden"> \(opens external site\)<\/span>/,
    );
  });

  it('threeCards renders h2 then h3 cards as a list, with images and link labels', async () => {
    const html = await render(SAMPLE_BLOCKS.threeCards);
    expect(headings(html)).toEqual(['h2 What we do', 'h3 Themes', 'h3 Services', 'h3 Innovation']);
    expect((html.match(/<li class="card">/g) ?? []).length).toBe(3);
    expect((html.match(/<img /g) ?? []).length).toBe(2);
    expect(html).toContain('>All themes</a>');
    // A card without a link label falls back to "Read more" with the card title for screen readers.
    expect(html).toContain('Read more<span class="visually-hidden">: Innovation</span>');
  });

  it('threeCards without a title uses h2 for the cards', async () => {
    const html = await render(withProps('threeCards', { title: '' }));
    expect(headings(html)[0]).toBe('h2 Themes');
  });
});

describe('listing blocks', () => {
  it('pageList renders a heading and page cards with read-more links', async () => {
    const html = await render(SAMPLE_BLOCKS.pageList);
    expect(headings(html)).toEqual(['h2 Latest news', 'h3 New office in Nijmegen']);
    expect(html).toContain('href="/en-gb/news/nijmegen"');
    expect(html).toContain('aria-label="Read more about New office in Nijmegen"');
    expect(html).toContain('We opened a third office close to the university.');
  });

  it('pageList shows an empty message when nothing is published', async () => {
    const html = await render(SAMPLE_BLOCKS.pageList, { dataSource: createFakeDataSource().dataSource });
    expect(html).toContain('There is nothing to show here yet.');
  });

  it('relatedProjects renders a default heading and the related project cards', async () => {
    const html = await render(SAMPLE_BLOCKS.relatedProjects);
    expect(headings(html)).toEqual(['h2 Related projects', 'h3 Otter passages along the river Lek', 'h3 Peat meadow restoration']);
    expect(html).not.toContain('Bats and wind farms');
    expect(html).toMatch(/<img[^>]*alt=""[^>]*loading="lazy"/);
  });

  it('relatedProjects escapes page titles from the data source', async () => {
    const { dataSource } = createFakeDataSource([{ ...SAMPLE_PAGES[0]!, title: XSS }]);
    const html = await render(SAMPLE_BLOCKS.relatedProjects, { dataSource });
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain(XSS);
  });

  it('teamMembers renders groups in FUNCTION_GROUPS order with member cards', async () => {
    const html = await render(SAMPLE_BLOCKS.teamMembers);
    expect(headings(html)).toEqual([
      'h2 Our team',
      'h3 Management',
      'h4 dr. ir. Anna de Vries',
      'h3 Team leaders',
      'h4 ing. Eva Visser',
      'h3 Researchers and advisors',
      'h4 Bram Jansen MSc',
      'h4 Chris Bakker',
      'h3 Support',
      'h4 Dewi Smit BA',
    ]);
    expect(html).toContain('<span class="team-card__label">Specialism:</span> Bats');
    expect(html).toContain('href="/en-gb/team/bram-jansen" aria-label="More info about Bram Jansen">More info</a>');
    expect(html).toContain('Ecologists, researchers and advisors.');
  });

  it('teamMembers in Dutch uses Dutch labels', async () => {
    const html = await render(SAMPLE_BLOCKS.teamMembers, { locale: 'nl-nl' });
    expect(html).toContain('>Directie</h3>');
    expect(html).toContain('>Meer info</a>');
    expect(html).toContain('Specialisme:');
  });
});

describe('teamMember', () => {
  it('renders the name as h1 when the page has no other heading, with portrait, specialties and profile link', async () => {
    const html = await render(SAMPLE_BLOCKS.teamMember);
    expect(headings(html)).toEqual(['h1 Bram Jansen', 'h2 Specialties']);
    expect(html).toMatch(/<img[^>]*alt="Portrait of Bram Jansen"/);
    expect(html).toContain('<ul class="tag-list"><li class="tag">Bats</li><li class="tag">Acoustic monitoring</li></ul>');
    expect(html).toContain('href="https://www.linkedin.com/in/example" rel="noopener noreferrer">LinkedIn profile of Bram Jansen</a>');
  });

  it('uses h2 when a page header already has the h1', async () => {
    const html = clean(await renderBlocksToHtml([SAMPLE_BLOCKS.pageHeader, SAMPLE_BLOCKS.teamMember]));
    expect(headings(html)).toEqual(['h1 Projects', 'h2 Bram Jansen', 'h3 Specialties']);
  });
});

describe('interactive blocks', () => {
  it('officesMap labels the three offices in an accessible SVG and a list with addresses', async () => {
    const html = await render(SAMPLE_BLOCKS.officesMap);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="offices-map-title-offices1 offices-map-desc-offices1"/);
    expect(html).toContain('<title id="offices-map-title-offices1">Map of the Netherlands with the offices of Verdant Ecology</title>');
    expect(headings(html)).toEqual([
      'h2 Our offices',
      'h3 Culemborg: Headquarters',
      'h3 Haren: Northern office',
      'h3 Nijmegen: University city office',
    ]);
    expect(html).toContain('<address class="office__address">');
  });

  it('officesMap labels each marker on the map with its city and its role (SPEC 2.9), in both languages', async () => {
    const mapLabels = (html: string) =>
      [
        ...html.matchAll(
          /<g class="offices-map__marker[^"]*" data-office="([^"]+)">.*?<tspan class="offices-map__city">([^<]*)<\/tspan><tspan class="offices-map__role"[^>]*>([^<]*)<\/tspan>/g,
        ),
      ].map(([, id, city, role]) => `${id}: ${city} / ${role}`);
    expect(mapLabels(await render(SAMPLE_BLOCKS.officesMap))).toEqual([
      'culemborg: Culemborg / Headquarters',
      'haren: Haren / Northern office',
      'nijmegen: Nijmegen / University city office',
    ]);
    expect(mapLabels(await render(SAMPLE_BLOCKS.officesMap, { locale: 'nl-nl' }))).toEqual([
      'culemborg: Culemborg / Hoofdkantoor',
      'haren: Haren / Vestiging Noord',
      'nijmegen: Nijmegen / Vestiging universiteitsstad',
    ]);
    // Every label stays inside the map.
    const html = await render(SAMPLE_BLOCKS.officesMap);
    const width = Number(/viewBox="0 0 (\d+)/.exec(html)![1]);
    for (const [, x] of html.matchAll(/<text x="([\d.]+)"/g)) expect(Number(x)).toBeLessThan(width);
  });

  it("officesMap describes the map from the company's offices, not from fixed text", async () => {
    const desc = (html: string) => /<desc id="offices-map-desc-offices1">([^<]*)<\/desc>/.exec(html)?.[1];
    expect(desc(await render(SAMPLE_BLOCKS.officesMap))).toBe(
      'Headquarters in Culemborg, a northern office in Haren and an office in the university city of Nijmegen.',
    );
    expect(desc(await render(SAMPLE_BLOCKS.officesMap, { locale: 'nl-nl' }))).toBe(
      'Hoofdkantoor in Culemborg, een noordelijke vestiging in Haren en een vestiging in universiteitsstad Nijmegen.',
    );
    const company = {
      name: 'Acme',
      email: 'a@b.nl',
      phone: '1',
      offices: [
        { id: 'utrecht', city: 'Utrecht', role: 'headquarters' as const, addressLines: [], latitude: 52.09, longitude: 5.12 },
        { id: 'wageningen', city: 'Wageningen', role: 'university' as const, addressLines: [], latitude: 51.97, longitude: 5.66 },
      ],
    };
    const html = await render(SAMPLE_BLOCKS.officesMap, { company });
    expect(desc(html)).toBe('Headquarters in Utrecht and an office in the university city of Wageningen.');
    expect(html).not.toContain('Culemborg');
    expect(html).toContain('<tspan class="offices-map__city">Wageningen</tspan>');
  });

  it('officesMap uses the company from the context', async () => {
    const company = {
      name: 'Acme <Eco>',
      email: 'a@b.nl',
      phone: '1',
      offices: [
        {
          id: 'x',
          city: 'Culemborg',
          role: 'headquarters' as const,
          addressLines: ['Stationsweg 1', '4100 AA Culemborg'],
          latitude: 51.95,
          longitude: 5.22,
        },
      ],
    };
    const html = await render(SAMPLE_BLOCKS.officesMap, { company });
    expect(html).toContain('offices of Acme &lt;Eco&gt;');
    expect(html).toContain('Stationsweg 1');
  });

  it('contactForm renders labelled fields, required markers and a data-island', async () => {
    const html = await render(SAMPLE_BLOCKS.contactForm);
    expect(html).toContain('data-island="contact-form"');
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'subject', 'message']) {
      const id = `contact-contact1-${name}`;
      expect(html, name).toContain(`<label for="${id}">`);
      expect(openingTag(html, id), name).toContain(`name="${name}"`);
    }
    expect(openingTag(html, 'contact-contact1-firstName')).toMatch(/type="text".*required=""/);
    expect(openingTag(html, 'contact-contact1-email')).toMatch(/type="email".*required=""/);
    expect(openingTag(html, 'contact-contact1-phone')).toContain('type="tel"');
    expect(openingTag(html, 'contact-contact1-phone')).not.toContain('required');
    expect(html).toContain('Phone number<span class="form-field__optional"> (optional)</span>');
    expect(openingTag(html, 'contact-contact1-privacy')).toMatch(/type="checkbox".*required=""/);
    expect(html).toContain('<a href="/en-gb/privacy-statement">privacy statement</a>');
    expect(html).toMatch(/<button type="submit"[^>]*>Send<\/button>/);
    expect(headings(html)).toEqual(['h2 Get in touch']);
  });

  it('contactForm follows SPEC 3 for fields 1–5 (phone before e-mail), with the subject before the message', async () => {
    const html = await render(SAMPLE_BLOCKS.contactForm);
    const order = [...html.matchAll(/<(?:input|textarea) [^>]*name="([a-zA-Z]+)"/g)]
      .map(([, name]) => name)
      .filter((name) => name !== 'website' && name !== 'contactForm');
    expect(order).toEqual(['firstName', 'lastName', 'phone', 'email', 'subject', 'message', 'privacy']);
    // Which form was posted, for the server's answer to a post without JavaScript.
    expect(html).toContain('<input type="hidden" name="contactForm" value="contact1"/>');
  });

  it('contactForm posted without JavaScript shows what was typed, the messages and why it was not sent', async () => {
    const contactForm = {
      blockKey: 'contact1',
      initial: {
        state: 'refused' as const,
        values: { firstName: 'Ada', lastName: '', email: 'ada@', phone: '', subject: 'Bats <here>', message: 'Line one\nLine two' },
        privacy: true,
        errors: {
          lastName: 'contact.fieldRequired' as const,
          email: 'contact.invalidEmail' as const,
          botCheck: 'contact.botCheckMissing' as const,
        },
      },
    };
    const html = await render(SAMPLE_BLOCKS.contactForm, { contactForm });
    expect(html).toContain(
      '<div class="contact-form__result contact-form__result--not-sent" role="alert"><h3>Your message has not been sent yet</h3>',
    );
    expect(html).toContain('<a href="mailto:info@example.org">info@example.org</a>');
    expect(openingTag(html, 'contact-contact1-firstName')).toContain('value="Ada"');
    expect(openingTag(html, 'contact-contact1-subject')).toContain('value="Bats &lt;here&gt;"');
    expect(html).toContain('Line one\nLine two</textarea>');
    expect(openingTag(html, 'contact-contact1-privacy')).toContain('checked=""');
    expect(openingTag(html, 'contact-contact1-lastName')).toContain('aria-invalid="true"');
    expect(html).toContain('*This field is required');
    expect(html).toContain('*Invalid email addres');
    expect(html).toContain('*Please do the reCAPTCHA');
    // The props carry the state, so the island hydrates into the same markup.
    expect(html).toContain('&quot;initial&quot;:{&quot;state&quot;:&quot;refused&quot;');
    // Another contact block on the page is left alone.
    const other = await render({ ...SAMPLE_BLOCKS.contactForm, key: 'contact2' }, { contactForm });
    expect(other).not.toContain('not-sent');
    expect(other).not.toContain('value="Ada"');

    const sent = await render(SAMPLE_BLOCKS.contactForm, {
      contactForm: { ...contactForm, initial: { ...contactForm.initial, state: 'sent' as const, errors: {} } },
    });
    expect(sent).toContain('<h3>Thank you for contacting us</h3>');
  });

  it('contactForm in Dutch links the Dutch privacy statement', async () => {
    const html = await render(SAMPLE_BLOCKS.contactForm, { locale: 'nl-nl' });
    expect(html).toContain('<a href="/privacyverklaring">privacyverklaring</a>');
    expect(html).toContain('>Verzenden</button>');
    expect(html).toContain('Voornaam');
  });

  it('searchBox renders a GET search form with a label and a data-island', async () => {
    const html = await render(SAMPLE_BLOCKS.searchBox);
    const form = /<form [^>]*>/.exec(html)![0];
    for (const attribute of ['role="search"', 'method="get"', 'action="/en-gb/search"']) expect(form).toContain(attribute);
    expect(html).toContain('data-island="search-box"');
    expect(html).toContain('<label class="search-box__label" for="search-search1">Search the site</label>');
    expect(openingTag(html, 'search-search1')).toMatch(/type="search".*name="q"/);
    expect(html).toContain('placeholder="Search for a theme, service or project"');
    const dutch = await render(withProps('searchBox', { placeholder: 'Zoek <iets>' }), { locale: 'nl-nl' });
    expect(dutch).toContain('action="/zoeken"');
    expect(dutch).toContain('placeholder="Zoek &lt;iets&gt;"');
  });
});
