import { telHref } from '../../../shared/http/tel-link.ts';
import {
  aboutPath,
  aboutSlug,
  b,
  demoTags,
  h2,
  officeCities,
  otherOfficeCities,
  p,
  ul,
  type DemoContext,
  type DemoPage,
} from './demo-model.ts';

/** Filler the SPEC asks for in the home page's projects intro (section 8), and only there. */
export const HOME_PROJECTS_FILLER =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.';

const seo = (seoTitle: string, seoDescription: string, seoKeywords: string[]) => ({ seoTitle, seoDescription, seoKeywords });

export function sitePages(c: DemoContext): DemoPage[] {
  // The contact page's phone and e-mail as links (issue 17); the offices block below lists each
  // office with its address and phone, so they are not repeated here.
  const phoneLink = telHref(c.phone);
  const callOrMail = (lang: 'nl' | 'en') =>
    ul(
      ...(phoneLink ? [`${lang === 'nl' ? 'Telefoon' : 'Phone'}: <a href="${phoneLink}">${c.phone}</a>`] : []),
      `E-mail: <a href="mailto:${c.email}">${c.email}</a>`,
    );

  return [
    {
      id: 'home',
      type: 'blank',
      typeData: {},
      image: 'river',
      nl: {
        slug: '',
        title: 'Home',
        ...seo(
          `Ecologisch advies en onderzoek`,
          `${c.company} is een onafhankelijk ecologisch adviesbureau uit ${c.headquarters}: onderzoek, advies en ontwerp voor natuur die meegroeit met stad, land en water.`,
          ['ecologisch adviesbureau', 'natuuronderzoek', 'biodiversiteit', 'ecologie', c.company],
        ),
        blocks: [
          b.hero(
            'Wij laten u de natuur zien',
            "Waar gaat uw project over? Zoek direct in onze thema's, diensten en meer dan duizend projecten per jaar.",
            'river',
            [
              { label: 'Bekijk onze projecten', link: '/projecten', variant: 'primary' },
              { label: 'Neem contact op', link: '/contact', variant: 'secondary' },
            ],
          ),
          b.search('Laat ons u de weg wijzen', 'Zoek op soort, gebied of onderwerp, bijvoorbeeld "otter" of "zonnepark"'),
          b.textImage(
            'De natuur als inspiratie',
            p(
              'Een rivier die ruimte krijgt, een dak waar gierzwaluwen broeden, een zonnepark dat bloeit: de natuur laat elke dag zien hoe veerkracht werkt. Wij vertalen die lessen naar plannen die werken voor mensen én voor planten en dieren.',
            ),
            'meadow',
            'right',
          ),
          b.textImage(
            'Onze zorg',
            p(
              'De biodiversiteit in Nederland staat onder druk. Stikstof, verdroging, versnippering en een veranderend klimaat zorgen ervoor dat soorten die vroeger algemeen waren, zoals de grutto en de kamsalamander, steeds zeldzamer worden.',
              'Tegelijk moet er veel gebeuren: woningen bouwen, energie verduurzamen, dijken versterken. Die opgaven hoeven niet ten koste te gaan van de natuur.',
            ),
            'peat',
            'left',
          ),
          b.textImage(
            'Biodiversiteit',
            p(
              'Biodiversiteit is de basis onder schoon water, vruchtbare bodems, bestuiving en een prettige leefomgeving. Wie de variatie aan soorten en leefgebieden kent, kan haar beschermen en versterken. Daarom beginnen wij altijd met goed onderzoek in het veld en in ons eigen laboratorium.',
            ),
            'heath',
            'right',
          ),
          b.textImage(
            'De oplossing',
            p(
              'Natuur meenemen vanaf de eerste schets. Door ecologie vroeg in een project te betrekken voorkomt u vertraging, bespaart u kosten en levert u een project op dat de omgeving rijker maakt in plaats van armer.',
            ),
            'solarPark',
            'left',
          ),
          b.textImage(
            'Hoe het werkt',
            p(
              `Onze ecologen, onderzoekers en landschapsarchitecten werken vanuit ${officeCities(c, 'nl')}. We inventariseren, analyseren, adviseren en ontwerpen, en we blijven betrokken tot en met de monitoring na oplevering.`,
            ),
            'forest',
            'right',
            [{ label: `Over ${c.company}`, link: aboutPath(c, 'nl'), variant: 'primary' }],
          ),
          b.cards(
            'Ontdek wat wij doen',
            [
              {
                title: "Thema's",
                text: 'Van biodiversiteit tot klimaatadaptatie: de grote opgaven waar wij aan werken.',
                linkLabel: "Naar de thema's",
                link: '/themas',
              },
              {
                title: 'Diensten',
                text: 'Veldonderzoek, labanalyses, data, wet- en regelgeving en landschapsontwerp.',
                linkLabel: 'Naar de diensten',
                link: '/diensten',
              },
              {
                title: 'Innovaties',
                text: 'eDNA, akoestische monitoring met AI en dronekartering maken onderzoek sneller en preciezer.',
                linkLabel: 'Naar de innovaties',
                link: '/innovaties',
              },
            ],
            ['heath', 'wetland', 'edna'],
          ),
          b.cta('Meer dan 1000 projecten per jaar', HOME_PROJECTS_FILLER, [
            { label: 'Bekijk alle projecten', link: '/projecten', variant: 'primary' },
          ]),
        ],
      },
      en: {
        slug: '',
        title: 'Home',
        ...seo(
          `Ecological consultancy and research`,
          `${c.company} is an independent ecological consultancy based in ${c.headquarters}: research, advice and design for nature that grows with towns, land and water.`,
          ['ecological consultancy', 'nature research', 'biodiversity', 'ecology', c.company],
        ),
        blocks: [
          b.hero(
            'Let us show you nature',
            'What is your project about? Search our themes, services and more than a thousand projects a year.',
            'river',
            [
              { label: 'See our projects', link: '/en-gb/projects', variant: 'primary' },
              { label: 'Get in touch', link: '/en-gb/contact', variant: 'secondary' },
            ],
          ),
          b.search('Let us show you the way', 'Search by species, area or subject, for example "otter" or "solar park"'),
          b.textImage(
            'Nature as inspiration',
            p(
              'A river given room to flow, a roof where swifts nest, a solar park in bloom: nature shows every day how resilience works. We turn those lessons into plans that work for people as well as for plants and animals.',
            ),
            'meadow',
            'right',
          ),
          b.textImage(
            'Our concern',
            p(
              'Biodiversity in the Netherlands is under pressure. Nitrogen deposition, drought, fragmentation and a changing climate are making once-common species, such as the black-tailed godwit and the great crested newt, increasingly rare.',
              'At the same time a lot needs to happen: building homes, switching to clean energy, strengthening dykes. None of that has to come at the expense of nature.',
            ),
            'peat',
            'left',
          ),
          b.textImage(
            'Biodiversity',
            p(
              'Biodiversity underpins clean water, fertile soils, pollination and a pleasant place to live. If you know the variety of species and habitats, you can protect and strengthen it. That is why we always start with sound research in the field and in our own laboratory.',
            ),
            'heath',
            'right',
          ),
          b.textImage(
            'The solution',
            p(
              'Include nature from the very first sketch. Involving ecology early avoids delays, saves costs and delivers a project that leaves its surroundings richer rather than poorer.',
            ),
            'solarPark',
            'left',
          ),
          b.textImage(
            'How it works',
            p(
              `Our ecologists, researchers and landscape architects work from ${officeCities(c, 'en')}. We survey, analyse, advise and design, and we stay involved right through to monitoring after completion.`,
            ),
            'forest',
            'right',
            [
              // SPEC 2.9: the about button goes to /over-{company} in both languages (here under /en-gb).
              { label: `About ${c.company}`, link: aboutPath(c, 'en'), variant: 'primary' },
            ],
          ),
          b.cards(
            'Discover what we do',
            [
              {
                title: 'Themes',
                text: 'From biodiversity to climate adaptation: the major challenges we work on.',
                linkLabel: 'To the themes',
                link: '/en-gb/themes',
              },
              {
                title: 'Services',
                text: 'Field surveys, lab analyses, data, laws and regulations, and landscape design.',
                linkLabel: 'To the services',
                link: '/en-gb/services',
              },
              {
                title: 'Innovation',
                text: 'eDNA, acoustic monitoring with AI and drone mapping make research faster and more precise.',
                linkLabel: 'To innovation',
                link: '/en-gb/innovation',
              },
            ],
            ['heath', 'wetland', 'edna'],
          ),
          b.cta('More than 1000 projects a year', HOME_PROJECTS_FILLER, [
            { label: 'See all projects', link: '/en-gb/projects', variant: 'primary' },
          ]),
        ],
      },
    },
    {
      id: 'search',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'zoeken',
        title: 'Zoeken',
        ...seo(`Zoeken`, `Doorzoek alle thema's, diensten, projecten, innovaties en nieuws van ${c.company}.`, [
          'zoeken',
          'projecten',
          "thema's",
        ]),
        blocks: [
          b.header('Zoeken', "Zoek in thema's, diensten, projecten, innovaties, nieuws en ons team."),
          b.search('', 'Waar bent u naar op zoek?'),
        ],
      },
      en: {
        slug: 'search',
        title: 'Search',
        ...seo(`Search`, `Search all themes, services, projects, innovation and news of ${c.company}.`, ['search', 'projects', 'themes']),
        blocks: [
          b.header('Search', 'Search themes, services, projects, innovation, news and our team.'),
          b.search('', 'What are you looking for?'),
        ],
      },
    },
    {
      id: 'projects',
      type: 'blank',
      typeData: {},
      image: 'wetland',
      nl: {
        slug: 'projecten',
        title: 'Projecten',
        ...seo(
          `Projecten`,
          `Elk jaar werkt ${c.company} aan meer dan 1000 projecten, van vleermuizen op een kerkzolder tot een natuurinclusief zonnepark.`,
          ['projecten', 'ecologisch onderzoek', 'natuurinclusief'],
        ),
        blocks: [
          b.header(
            'Projecten',
            `Elk jaar werken wij aan meer dan 1000 projecten: kleine quickscans voor een verbouwing, maar ook meerjarige monitoring van rivieren en natuurgebieden. Een greep uit ons werk.`,
          ),
          b.pageList('Alle projecten', 'project', 12),
          b.cta('Een project in voorbereiding?', 'Vertel ons over uw plannen. Wij denken graag vroeg mee, dan voorkomt u verrassingen.', [
            { label: 'Neem contact op', link: '/contact', variant: 'primary' },
          ]),
        ],
      },
      en: {
        slug: 'projects',
        title: 'Projects',
        ...seo(
          `Projects`,
          `Every year ${c.company} works on more than 1000 projects, from bats in a church attic to a nature-inclusive solar park.`,
          ['projects', 'ecological research', 'nature-inclusive'],
        ),
        blocks: [
          b.header(
            'Projects',
            'Every year we work on more than 1000 projects: small quick scans for a renovation, as well as multi-year monitoring of rivers and nature reserves. A selection of our work.',
          ),
          b.pageList('All projects', 'project', 12),
          b.cta('Planning a project?', 'Tell us about your plans. We are happy to think along early, so there are no surprises later.', [
            { label: 'Get in touch', link: '/en-gb/contact', variant: 'primary' },
          ]),
        ],
      },
    },
    {
      id: 'themes',
      type: 'blank',
      typeData: {},
      image: 'heath',
      nl: {
        slug: 'themas',
        title: "Thema's",
        ...seo(
          `Thema's`,
          "Biodiversiteit, natuurherstel, natuurinclusief ontwerpen, duurzame energie en klimaatadaptatie: de thema's waar wij aan werken.",
          ["thema's", 'biodiversiteit', 'klimaatadaptatie'],
        ),
        blocks: [
          b.header(
            "Thema's",
            'Vijf maatschappelijke opgaven waarin natuur het verschil maakt. Per thema ziet u wat wij doen en welke projecten erbij horen.',
          ),
          b.pageList('', 'theme', 12),
        ],
      },
      en: {
        slug: 'themes',
        title: 'Themes',
        ...seo(
          `Themes`,
          'Biodiversity, restoring ecology, wildlife-inclusive design, renewable energy and climate adaptation: the themes we work on.',
          ['themes', 'biodiversity', 'climate adaptation'],
        ),
        blocks: [
          b.header(
            'Themes',
            'Five challenges facing society in which nature makes the difference. For each theme you can see what we do and which projects belong to it.',
          ),
          b.pageList('', 'theme', 12),
        ],
      },
    },
    {
      id: 'services',
      type: 'blank',
      typeData: {},
      image: 'forest',
      nl: {
        slug: 'diensten',
        title: 'Diensten',
        ...seo(
          `Diensten`,
          'Veldonderzoek, laboratoriumanalyses, data en statistiek, internationale projecten, wet- en regelgeving en landschapsarchitectuur.',
          ['diensten', 'veldonderzoek', 'natuurwetgeving'],
        ),
        blocks: [
          b.header(
            'Diensten',
            'Van de eerste inventarisatie tot het ontwerp en de monitoring na oplevering: onze diensten sluiten op elkaar aan.',
          ),
          b.pageList('', 'service', 12),
        ],
      },
      en: {
        slug: 'services',
        title: 'Services',
        ...seo(
          `Services`,
          'Field surveys, laboratory analyses, data and statistics, international projects, laws and regulations, and landscape architecture.',
          ['services', 'field surveys', 'environmental law'],
        ),
        blocks: [
          b.header('Services', 'From the first survey to the design and the monitoring after completion: our services fit together.'),
          b.pageList('', 'service', 12),
        ],
      },
    },
    {
      id: 'innovation',
      type: 'blank',
      typeData: {},
      image: 'edna',
      nl: {
        slug: 'innovaties',
        title: 'Innovaties',
        ...seo(
          `Innovaties`,
          'Hoe eDNA, akoestische monitoring met AI en drones ecologisch onderzoek sneller, goedkoper en diervriendelijker maken.',
          ['innovatie', 'eDNA', 'drones', 'AI'],
        ),
        blocks: [
          b.header(
            'Innovaties',
            'Nieuwe technieken maken het mogelijk om meer te meten met minder verstoring. Wij ontwikkelen ze samen met universiteiten en passen ze dagelijks toe.',
          ),
          b.pageList('', 'innovation', 12),
        ],
      },
      en: {
        slug: 'innovation',
        title: 'Innovation',
        ...seo(
          `Innovation`,
          'How eDNA, acoustic monitoring with AI and drones make ecological research faster, cheaper and less disruptive to wildlife.',
          ['innovation', 'eDNA', 'drones', 'AI'],
        ),
        blocks: [
          b.header(
            'Innovation',
            'New techniques let us measure more while disturbing less. We develop them together with universities and apply them every day.',
          ),
          b.pageList('', 'innovation', 12),
        ],
      },
    },
    {
      id: 'news',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'nieuws',
        title: 'Nieuws',
        ...seo(`Nieuws`, `Het laatste nieuws van ${c.company}: projecten, onderzoek, wetgeving en mensen.`, [
          'nieuws',
          'ecologie',
          'natuur',
        ]),
        blocks: [
          b.header(
            'Nieuws',
            'Wat speelt er bij ons en in ons vakgebied? Lees over nieuwe projecten, onderzoeksresultaten en veranderingen in de natuurwetgeving.',
          ),
          b.pageList('', 'news', 12),
        ],
      },
      en: {
        slug: 'news',
        title: 'News',
        ...seo(`News`, `The latest news from ${c.company}: projects, research, legislation and people.`, ['news', 'ecology', 'nature']),
        blocks: [
          b.header(
            'News',
            'What is happening at our company and in our field? Read about new projects, research results and changes in nature legislation.',
          ),
          b.pageList('', 'news', 12),
        ],
      },
    },
    {
      id: 'team',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'team',
        title: 'Team',
        ...seo(`Ons team`, `Maak kennis met de ecologen, onderzoekers, adviseurs en ondersteuners van ${c.company}.`, [
          'team',
          'ecologen',
          'medewerkers',
        ]),
        blocks: [
          b.header(
            'Ons team',
            `Bij ${c.company} werken ecologen, laboranten, data-analisten, juristen en landschapsarchitecten samen. Ze delen een passie voor natuur en voor goed onderbouwd advies.`,
          ),
          b.teamMembers('', ''),
        ],
      },
      en: {
        slug: 'team',
        title: 'Team',
        ...seo(`Our team`, `Meet the ecologists, researchers, advisers and support staff of ${c.company}.`, [
          'team',
          'ecologists',
          'staff',
        ]),
        blocks: [
          b.header(
            'Our team',
            `At ${c.company}, ecologists, lab technicians, data analysts, legal specialists and landscape architects work side by side. They share a passion for nature and for well-founded advice.`,
          ),
          b.teamMembers('', ''),
        ],
      },
    },
    {
      id: 'contact',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'contact',
        title: 'Contact',
        ...seo(
          `Contact`,
          `Neem contact op met ${c.company}. Ons hoofdkantoor staat in ${c.headquarters}; we hebben ook vestigingen in ${otherOfficeCities(c, 'nl')}.`,
          ['contact', 'kantoren', c.headquarters],
        ),
        blocks: [
          b.header(
            'Contact',
            'Heeft u een vraag over een project, een offerteaanvraag of wilt u gewoon eens sparren? Bel of mail ons, of gebruik het formulier.',
          ),
          b.rich(h2('Bel of mail ons') + callOrMail('nl')),
          b.offices('Onze vestigingen', 'kantoren'),
          b.contactForm('Stuur ons een bericht', 'Wij reageren binnen twee werkdagen.', 'formulier'),
        ],
      },
      en: {
        slug: 'contact',
        title: 'Contact',
        ...seo(
          `Contact`,
          `Get in touch with ${c.company}. Our headquarters are in ${c.headquarters}; we also have offices in ${otherOfficeCities(c, 'en')}.`,
          ['contact', 'offices', c.headquarters],
        ),
        blocks: [
          b.header(
            'Contact',
            'A question about a project, a request for a quote, or would you just like to talk things through? Call or email us, or use the form.',
          ),
          b.rich(h2('Call or email us') + callOrMail('en')),
          b.offices('Our offices', 'offices'),
          b.contactForm('Send us a message', 'We reply within two working days.', 'form'),
        ],
      },
    },
    {
      id: 'about',
      type: 'blank',
      typeData: {},
      image: 'forest',
      tags: demoTags('ecology'),
      nl: {
        slug: aboutSlug(c),
        title: `Over ${c.company}`,
        // The document title adds the company name itself ("Over ons | …"), as on every page.
        ...seo(`Over ons`, `${c.company} is een onafhankelijk ecologisch adviesbureau met kantoren in ${officeCities(c, 'nl')}.`, [
          'over ons',
          'ecologisch adviesbureau',
          'onafhankelijk',
        ]),
        blocks: [
          b.hero(`Over ${c.company}`, 'Onafhankelijk advies over natuur, gebaseerd op goed onderzoek.', 'forest'),
          b.rich(
            p(
              `${c.company} is een onafhankelijk adviesbureau voor ecologie. Vanuit ons hoofdkantoor in ${c.headquarters} en onze vestigingen in ${otherOfficeCities(c, 'nl')} werken we voor overheden, projectontwikkelaars, woningcorporaties, netbeheerders, waterschappen en natuurorganisaties.`,
            ) +
              h2('Hoe wij werken') +
              ul(
                '<strong>Onderzoek:</strong> veldwerk door ervaren ecologen, aangevuld met eDNA, akoestiek en drones.',
                '<strong>Analyse:</strong> eigen laboratorium en data-analisten die uitkomsten statistisch onderbouwen.',
                '<strong>Advies:</strong> heldere rapporten die standhouden bij vergunningverlening en bezwaar.',
                '<strong>Ontwerp:</strong> landschapsarchitecten die natuur inpassen in concrete plannen.',
              ) +
              h2('Onafhankelijk') +
              p(
                'Wij hebben geen belang bij de uitkomst van een onderzoek. Dat maakt ons advies betrouwbaar, voor onze opdrachtgevers en voor het bevoegd gezag.',
              ),
          ),
          b.quote(
            'Goed advies begint met goed kijken. Pas als je weet wat er leeft, kun je ruimte maken voor ontwikkeling én natuur.',
            'Marieke van Dijk',
            'Directeur',
          ),
          b.buttons([
            { label: 'Maak kennis met ons team', link: '/team', variant: 'primary' },
            { label: 'Contact', link: '/contact', variant: 'secondary' },
          ]),
        ],
      },
      en: {
        // One about page per locale, with the same slug: /en-gb/over-{company} (SPEC 2.9).
        slug: aboutSlug(c),
        title: `About ${c.company}`,
        ...seo(`About us`, `${c.company} is an independent ecological consultancy with offices in ${officeCities(c, 'en')}.`, [
          'about us',
          'ecological consultancy',
          'independent',
        ]),
        blocks: [
          b.hero(`About ${c.company}`, 'Independent advice on nature, based on sound research.', 'forest'),
          b.rich(
            p(
              `${c.company} is an independent ecological consultancy. From our headquarters in ${c.headquarters} and our offices in ${otherOfficeCities(c, 'en')} we work for government bodies, property developers, housing associations, grid operators, water authorities and nature organisations.`,
            ) +
              h2('How we work') +
              ul(
                '<strong>Research:</strong> fieldwork by experienced ecologists, complemented by eDNA, acoustics and drones.',
                '<strong>Analysis:</strong> our own laboratory and data analysts who back up results statistically.',
                '<strong>Advice:</strong> clear reports that stand up in permit procedures and appeals.',
                '<strong>Design:</strong> landscape architects who fit nature into real-world plans.',
              ) +
              h2('Independent') +
              p(
                'We have no stake in the outcome of any survey. That makes our advice reliable, for our clients and for the competent authorities.',
              ),
          ),
          b.quote(
            'Good advice starts with looking carefully. Only when you know what lives somewhere can you make room for both development and nature.',
            'Marieke van Dijk',
            'Managing director',
          ),
          b.buttons([
            { label: 'Meet our team', link: '/en-gb/team', variant: 'primary' },
            { label: 'Contact', link: '/en-gb/contact', variant: 'secondary' },
          ]),
        ],
      },
    },
    {
      id: 'cookies',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'cookieverklaring',
        title: 'Cookieverklaring',
        ...seo(`Cookieverklaring`, `Welke cookies de website van ${c.company} gebruikt en hoe u uw keuze wijzigt.`, [
          'cookies',
          'cookieverklaring',
          'privacy',
        ]),
        blocks: [
          b.header(
            'Cookieverklaring',
            `Deze verklaring legt uit welke cookies de website van ${c.company} (een fictief bedrijf op een demonstratiewebsite) gebruikt.`,
          ),
          b.rich(
            h2('Wat zijn cookies?') +
              p(
                'Cookies zijn kleine tekstbestanden die een website op uw apparaat opslaat. Ze zorgen dat de site werkt en kunnen helpen om het gebruik te meten.',
              ) +
              h2('Welke cookies gebruiken wij?') +
              ul(
                '<strong>Noodzakelijke cookies</strong> zijn nodig om de website te laten werken, bijvoorbeeld om uw cookiekeuze en taalvoorkeur te onthouden. Hiervoor is geen toestemming nodig.',
                '<strong>Statistische cookies</strong> meten anoniem hoe bezoekers de website gebruiken, zodat wij de site kunnen verbeteren. Wij plaatsen ze alleen met uw toestemming.',
                "<strong>Marketingcookies</strong> maken het mogelijk om ingesloten video's te tonen en berichten op sociale media te delen. Ook deze plaatsen wij alleen met uw toestemming.",
              ) +
              h2('Uw keuze') +
              p(
                'Bij uw eerste bezoek toont de website een cookiebanner. Daarin kiest u welke categorieën u toestaat. Noodzakelijke cookies staan altijd aan. U kunt uw keuze op elk moment wijzigen via de link "Cookie-instellingen" onderaan elke pagina, of door de cookies in uw browser te verwijderen.',
              ) +
              h2('Bewaartermijn') +
              p('Uw cookiekeuze bewaren wij maximaal twaalf maanden. Daarna vragen wij opnieuw om toestemming.') +
              h2('Vragen') +
              p(
                `Vragen over deze cookieverklaring kunt u stellen via ${c.email}. Zie ook onze <a href="/privacyverklaring">privacyverklaring</a>.`,
              ),
          ),
        ],
      },
      en: {
        slug: 'cookie-policy',
        title: 'Cookie policy',
        ...seo(`Cookie policy`, `Which cookies the ${c.company} website uses and how to change your choice.`, [
          'cookies',
          'cookie policy',
          'privacy',
        ]),
        blocks: [
          b.header(
            'Cookie policy',
            `This policy explains which cookies the website of ${c.company} (a fictional company on a demonstration website) uses.`,
          ),
          b.rich(
            h2('What are cookies?') +
              p(
                'Cookies are small text files that a website stores on your device. They make the site work and can help measure how it is used.',
              ) +
              h2('Which cookies do we use?') +
              ul(
                '<strong>Necessary cookies</strong> are required for the website to work, for example to remember your cookie choice and language preference. No consent is needed for these.',
                '<strong>Statistics cookies</strong> anonymously measure how visitors use the website, so we can improve it. We only set them with your consent.',
                '<strong>Marketing cookies</strong> make it possible to show embedded videos and share posts on social media. We also only set these with your consent.',
              ) +
              h2('Your choice') +
              p(
                'On your first visit the website shows a cookie banner in which you choose which categories you allow. Necessary cookies are always on. You can change your choice at any time using the "Cookie settings" link at the bottom of every page, or by deleting the cookies in your browser.',
              ) +
              h2('Retention') +
              p('We keep your cookie choice for up to twelve months. After that we ask for your consent again.') +
              h2('Questions') +
              p(
                `Questions about this cookie policy can be sent to ${c.email}. See also our <a href="/en-gb/privacy-statement">privacy statement</a>.`,
              ),
          ),
        ],
      },
    },
    {
      id: 'privacy',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'privacyverklaring',
        title: 'Privacyverklaring',
        ...seo(`Privacyverklaring`, `Hoe ${c.company} omgaat met persoonsgegevens.`, ['privacy', 'AVG', 'persoonsgegevens']),
        blocks: [
          b.header(
            'Privacyverklaring',
            `${c.company} is een fictief bedrijf op een demonstratiewebsite. Deze verklaring laat zien hoe een ecologisch adviesbureau met persoonsgegevens omgaat volgens de Algemene verordening gegevensbescherming (AVG).`,
          ),
          b.rich(
            h2('Welke gegevens verwerken wij?') +
              ul(
                'Gegevens die u invult in het contactformulier: naam, e-mailadres, telefoonnummer (optioneel), onderwerp en bericht.',
                'Contactgegevens van opdrachtgevers en leveranciers voor het uitvoeren van overeenkomsten.',
                'Met uw toestemming: anonieme statistieken over het gebruik van de website.',
              ) +
              h2('Waarom?') +
              p(
                'Wij gebruiken uw gegevens alleen om uw vraag te beantwoorden, onze diensten te leveren en de website te verbeteren. Wij verkopen geen gegevens en delen ze alleen met partijen die ons helpen bij de dienstverlening, zoals onze hostingpartij, met wie wij een verwerkersovereenkomst hebben.',
              ) +
              h2('Hoe lang bewaren wij gegevens?') +
              p(
                'Berichten via het contactformulier bewaren wij maximaal twee jaar. Projectgegevens bewaren wij zolang de wettelijke bewaarplicht dat vereist, meestal zeven jaar.',
              ) +
              h2('Uw rechten') +
              p(
                `U heeft het recht op inzage, correctie, verwijdering en overdracht van uw gegevens en u kunt bezwaar maken tegen de verwerking. Stuur uw verzoek naar ${c.email}. Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens.`,
              ) +
              h2('Cookies') +
              p('Lees onze <a href="/cookieverklaring">cookieverklaring</a> voor informatie over cookies.'),
          ),
        ],
      },
      en: {
        slug: 'privacy-statement',
        title: 'Privacy statement',
        ...seo(`Privacy statement`, `How ${c.company} handles personal data.`, ['privacy', 'GDPR', 'personal data']),
        blocks: [
          b.header(
            'Privacy statement',
            `${c.company} is a fictional company on a demonstration website. This statement shows how an ecological consultancy handles personal data under the General Data Protection Regulation (GDPR).`,
          ),
          b.rich(
            h2('What data do we process?') +
              ul(
                'Data you enter in the contact form: name, email address, phone number (optional), subject and message.',
                'Contact details of clients and suppliers, to perform our agreements.',
                'With your consent: anonymous statistics on how the website is used.',
              ) +
              h2('Why?') +
              p(
                'We only use your data to answer your question, deliver our services and improve the website. We never sell data and only share it with parties that help us deliver our services, such as our hosting provider, with whom we have a data processing agreement.',
              ) +
              h2('How long do we keep data?') +
              p(
                'Messages sent through the contact form are kept for up to two years. Project data is kept for as long as the statutory retention period requires, usually seven years.',
              ) +
              h2('Your rights') +
              p(
                `You have the right to access, correct, delete and transfer your data, and you can object to its processing. Send your request to ${c.email}. If you are not satisfied with how we handle your data, you can lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`,
              ) +
              h2('Cookies') +
              p('Read our <a href="/en-gb/cookie-policy">cookie policy</a> for information about cookies.'),
          ),
        ],
      },
    },
    {
      id: 'terms',
      type: 'blank',
      typeData: {},
      nl: {
        slug: 'algemene-voorwaarden',
        title: 'Algemene voorwaarden',
        ...seo(`Algemene voorwaarden`, `De algemene voorwaarden van ${c.company} voor onderzoek en advies.`, [
          'algemene voorwaarden',
          'opdracht',
          'aansprakelijkheid',
        ]),
        blocks: [
          b.header(
            'Algemene voorwaarden',
            `Dit zijn de voorwaarden van ${c.company}, een fictief bedrijf op een demonstratiewebsite. Ze zijn bedoeld als voorbeeld en hebben geen juridische werking.`,
          ),
          b.rich(
            h2('1. Toepasselijkheid') +
              p(`Deze voorwaarden gelden voor alle offertes en opdrachten van ${c.company}, tenzij schriftelijk anders is afgesproken.`) +
              h2('2. Offertes en opdrachten') +
              p(
                'Een offerte is dertig dagen geldig. Een opdracht komt tot stand zodra de opdrachtgever de offerte schriftelijk of per e-mail aanvaardt.',
              ) +
              h2('3. Uitvoering') +
              p(
                'Wij voeren opdrachten uit naar beste kunnen en volgens de geldende protocollen voor ecologisch onderzoek. Veldwerk is afhankelijk van seizoen en weer; planningen zijn daarom indicatief.',
              ) +
              h2('4. Onafhankelijkheid') +
              p(
                'Onze onderzoeksresultaten en conclusies zijn onafhankelijk. De opdrachtgever kan geen invloed uitoefenen op de inhoud van een rapport, wel op de vorm en de leesbaarheid.',
              ) +
              h2('5. Betaling') +
              p('Facturen worden binnen dertig dagen na factuurdatum betaald.') +
              h2('6. Aansprakelijkheid') +
              p(
                'Onze aansprakelijkheid is beperkt tot het bedrag dat in het betreffende geval door onze beroepsaansprakelijkheidsverzekering wordt uitgekeerd.',
              ) +
              h2('7. Toepasselijk recht') +
              p('Op alle overeenkomsten is Nederlands recht van toepassing.'),
          ),
        ],
      },
      en: {
        slug: 'terms-and-conditions',
        title: 'Terms and conditions',
        ...seo(`Terms and conditions`, `The general terms and conditions of ${c.company} for research and advice.`, [
          'terms and conditions',
          'assignment',
          'liability',
        ]),
        blocks: [
          b.header(
            'Terms and conditions',
            `These are the terms of ${c.company}, a fictional company on a demonstration website. They are an example and have no legal effect.`,
          ),
          b.rich(
            h2('1. Applicability') +
              p(`These terms apply to all quotations and assignments of ${c.company}, unless agreed otherwise in writing.`) +
              h2('2. Quotations and assignments') +
              p(
                'A quotation is valid for thirty days. An assignment is concluded as soon as the client accepts the quotation in writing or by email.',
              ) +
              h2('3. Performance') +
              p(
                'We carry out assignments to the best of our ability and in line with the applicable protocols for ecological surveys. Fieldwork depends on season and weather, so schedules are indicative.',
              ) +
              h2('4. Independence') +
              p(
                'Our research results and conclusions are independent. The client cannot influence the content of a report, only its format and readability.',
              ) +
              h2('5. Payment') +
              p('Invoices are payable within thirty days of the invoice date.') +
              h2('6. Liability') +
              p('Our liability is limited to the amount paid out in the case concerned by our professional indemnity insurance.') +
              h2('7. Governing law') +
              p('All agreements are governed by Dutch law.'),
          ),
        ],
      },
    },
    {
      id: 'notFound',
      type: 'blank',
      typeData: {},
      nl: {
        slug: '404',
        title: 'Pagina niet gevonden',
        ...seo(`Pagina niet gevonden`, 'Deze pagina bestaat niet (meer).', ['404']),
        blocks: [
          b.header(
            'Deze pagina is uitgevlogen',
            'De pagina die u zoekt bestaat niet (meer) of is verhuisd. Misschien vindt u wat u zoekt via de zoekfunctie of op de homepage.',
          ),
          b.buttons([
            { label: 'Naar de homepage', link: '/', variant: 'primary' },
            { label: 'Zoeken', link: '/zoeken', variant: 'secondary' },
          ]),
        ],
      },
      en: {
        slug: '404',
        title: 'Page not found',
        ...seo(`Page not found`, 'This page does not exist (any more).', ['404']),
        blocks: [
          b.header(
            'This page has flown the nest',
            'The page you are looking for does not exist (any more) or has moved. You may find what you need with the search or on the home page.',
          ),
          b.buttons([
            { label: 'To the home page', link: '/en-gb', variant: 'primary' },
            { label: 'Search', link: '/en-gb/search', variant: 'secondary' },
          ]),
        ],
      },
    },
  ];
}
