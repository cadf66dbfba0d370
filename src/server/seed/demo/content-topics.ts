import type { ImageKey } from './demo-image-catalog.ts';
import { b, demoTags, p, type DemoContext, type DemoPage } from './demo-model.ts';

interface Topic {
  id: string;
  code: string;
  image: ImageKey;
  nl: { slug: string; title: string; intro: string; body: string; keywords: string[] };
  en: { slug: string; title: string; intro: string; body: string; keywords: string[] };
}

const THEMES: Topic[] = [
  {
    id: 'theme-biodiversity',
    code: 'BIODIVERSITY',
    image: 'meadow',
    nl: {
      slug: 'biodiversiteit',
      title: 'Biodiversiteit',
      intro: 'Meer soorten, sterkere ecosystemen. Wij brengen in kaart wat er leeft en hoe het beter kan.',
      body: 'Biodiversiteit meten begint met weten waar je moet kijken. Onze ecologen inventariseren flora en fauna volgens landelijke protocollen en combineren dat met eDNA en akoestische metingen. Zo ontstaat een betrouwbaar beeld waarmee opdrachtgevers gericht maatregelen nemen, van bloemrijke bermen tot nieuwe poelen.',
      keywords: ['biodiversiteit', 'soortenrijkdom', 'inventarisatie'],
    },
    en: {
      slug: 'biodiversity',
      title: 'Biodiversity',
      intro: 'More species, stronger ecosystems. We map what lives where and how it can improve.',
      body: 'Measuring biodiversity starts with knowing where to look. Our ecologists survey flora and fauna according to national protocols and combine this with eDNA and acoustic measurements. The result is a reliable picture that lets clients take targeted measures, from flower-rich verges to new ponds.',
      keywords: ['biodiversity', 'species richness', 'surveys'],
    },
  },
  {
    id: 'theme-restoring',
    code: 'RESTORATING_ECOLOGY',
    image: 'heathProject',
    nl: {
      slug: 'natuurherstel',
      title: 'Natuurherstel',
      intro: 'Verdroogde, vermeste of versnipperde natuur weer op de been helpen.',
      body: 'Natuurherstel vraagt om inzicht in bodem, water en soorten. Wij analyseren knelpunten, stellen herstelmaatregelen op en volgen het effect ervan. Denk aan vernatting van veenweiden, heideherstel na stikstofdepositie en het opnieuw verbinden van leefgebieden.',
      keywords: ['natuurherstel', 'vernatting', 'stikstof'],
    },
    en: {
      slug: 'restoring-ecology',
      title: 'Restoring ecology',
      intro: 'Helping dried-out, over-fertilised or fragmented nature back on its feet.',
      body: 'Restoring ecology requires insight into soil, water and species. We analyse bottlenecks, design restoration measures and monitor their effect. Think of rewetting peat meadows, restoring heathland after nitrogen deposition and reconnecting habitats.',
      keywords: ['ecological restoration', 'rewetting', 'nitrogen'],
    },
  },
  {
    id: 'theme-inclusive',
    code: 'WILDLIFE_INCLUSIVE_DESIGN',
    image: 'housing',
    nl: {
      slug: 'natuurinclusief-ontwerpen',
      title: 'Natuurinclusief ontwerpen',
      intro: 'Gebouwen en gebieden waarin planten en dieren vanzelfsprekend een plek hebben.',
      body: 'Nestkasten voor gierzwaluwen in de gevel, groene daken, vleermuisvriendelijke verlichting en tuinen die bijdragen aan een ecologisch netwerk: natuurinclusief bouwen is steeds vaker een eis in omgevingsplannen. Wij vertalen die eisen naar concrete, betaalbare maatregelen en toetsen het ontwerp.',
      keywords: ['natuurinclusief bouwen', 'gierzwaluw', 'groene daken'],
    },
    en: {
      slug: 'wildlife-inclusive-design',
      title: 'Wildlife-inclusive design',
      intro: 'Buildings and areas where plants and animals naturally have a place.',
      body: 'Swift nest boxes in the facade, green roofs, bat-friendly lighting and gardens that add to an ecological network: wildlife-inclusive building is increasingly required by local plans. We translate those requirements into concrete, affordable measures and review the design.',
      keywords: ['wildlife-inclusive building', 'swift', 'green roofs'],
    },
  },
  {
    id: 'theme-energy',
    code: 'RENEWABLE_ENERGY',
    image: 'solarPark',
    nl: {
      slug: 'duurzame-energie',
      title: 'Duurzame energie',
      intro: 'De energietransitie versnellen zonder de natuur uit het oog te verliezen.',
      body: 'Windparken, zonneparken en nieuwe hoogspanningsverbindingen hebben invloed op vogels, vleermuizen en leefgebieden. Wij onderzoeken die effecten, adviseren over vergunningen en ontwerpen parken die de biodiversiteit juist versterken.',
      keywords: ['zonnepark', 'windpark', 'energietransitie'],
    },
    en: {
      slug: 'renewable-energy',
      title: 'Renewable energy',
      intro: 'Speeding up the energy transition without losing sight of nature.',
      body: 'Wind farms, solar parks and new power lines affect birds, bats and habitats. We study those effects, advise on permits and design parks that actually strengthen biodiversity.',
      keywords: ['solar park', 'wind farm', 'energy transition'],
    },
  },
  {
    id: 'theme-climate',
    code: 'ADAPTING_TO_CLIMATE_CHANGE',
    image: 'wetlandProject',
    nl: {
      slug: 'klimaatadaptatie',
      title: 'Klimaatadaptatie',
      intro: 'Natuurlijke oplossingen voor hitte, droogte en wateroverlast.',
      body: 'Natuur is een krachtige bondgenoot bij klimaatadaptatie. Waterbergingen, klimaatbossen en groene schoolpleinen vangen water op, verkoelen en bieden leefgebied. Wij helpen gemeenten en waterschappen bij het kiezen, ontwerpen en monitoren van zulke natuurlijke oplossingen.',
      keywords: ['klimaatadaptatie', 'waterberging', 'hittestress'],
    },
    en: {
      slug: 'adapting-to-climate-change',
      title: 'Adapting to climate change',
      intro: 'Nature-based solutions for heat, drought and flooding.',
      body: 'Nature is a powerful ally in adapting to climate change. Retention areas, climate forests and green schoolyards store water, cool the surroundings and provide habitat. We help municipalities and water authorities choose, design and monitor such nature-based solutions.',
      keywords: ['climate adaptation', 'water retention', 'heat stress'],
    },
  },
];

const SERVICES: Topic[] = [
  {
    id: 'service-monitoring',
    code: 'MONITORING_AND_SURVEYS',
    image: 'heath',
    nl: {
      slug: 'monitoring-en-inventarisaties',
      title: 'Monitoring en inventarisaties',
      intro: 'Betrouwbare veldgegevens, verzameld volgens de geldende protocollen.',
      body: 'Van een quickscan flora en fauna tot meerjarige monitoring van beschermde soorten: onze veldecologen zijn het hele jaar buiten. We werken volgens de soortenstandaarden en leggen waarnemingen digitaal vast, zodat de gegevens direct bruikbaar zijn voor analyse en rapportage.',
      keywords: ['quickscan', 'soortenonderzoek', 'monitoring'],
    },
    en: {
      slug: 'monitoring-and-surveys',
      title: 'Monitoring and surveys',
      intro: 'Reliable field data, collected according to the applicable protocols.',
      body: 'From a quick scan of flora and fauna to multi-year monitoring of protected species: our field ecologists are outdoors all year round. We follow the species standards and record observations digitally, so the data can be used straight away for analysis and reporting.',
      keywords: ['quick scan', 'species survey', 'monitoring'],
    },
  },
  {
    id: 'service-lab',
    code: 'LAB_ANALYSES',
    image: 'edna',
    nl: {
      slug: 'laboratoriumanalyses',
      title: 'Laboratoriumanalyses',
      intro: 'Eigen laboratorium voor eDNA, macrofauna en bodemmonsters.',
      body: 'In ons laboratorium analyseren we watermonsters op eDNA, determineren we macrofauna en onderzoeken we bodem- en plantmonsters. Korte lijnen met het veldteam zorgen voor snelle resultaten en een goede kwaliteitsborging.',
      keywords: ['laboratorium', 'eDNA', 'macrofauna'],
    },
    en: {
      slug: 'lab-analyses',
      title: 'Lab analyses',
      intro: 'Our own laboratory for eDNA, macroinvertebrates and soil samples.',
      body: 'In our laboratory we analyse water samples for eDNA, identify macroinvertebrates and examine soil and plant samples. Short lines with the field team ensure fast results and sound quality assurance.',
      keywords: ['laboratory', 'eDNA', 'macroinvertebrates'],
    },
  },
  {
    id: 'service-data',
    code: 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES',
    image: 'data',
    nl: {
      slug: 'databeheer-en-statistiek',
      title: 'Databeheer en statistische analyses',
      intro: 'Van losse waarnemingen naar onderbouwde conclusies.',
      body: 'Onze data-analisten beheren grote ecologische datasets, koppelen ze aan landelijke databanken en voeren trendanalyses en modellen uit. Resultaten presenteren we in heldere kaarten en dashboards.',
      keywords: ['data', 'statistiek', 'trendanalyse'],
    },
    en: {
      slug: 'data-management-and-statistics',
      title: 'Data management and statistical analyses',
      intro: 'From individual observations to well-founded conclusions.',
      body: 'Our data analysts manage large ecological datasets, link them to national databases and run trend analyses and models. We present results in clear maps and dashboards.',
      keywords: ['data', 'statistics', 'trend analysis'],
    },
  },
  {
    id: 'service-international',
    code: 'INTERNATIONAL',
    image: 'coast',
    nl: {
      slug: 'internationaal',
      title: 'Internationaal',
      intro: 'Nederlandse kennis van water en natuur, ingezet over de grens.',
      body: 'Wij werken mee aan projecten in Europa en daarbuiten: ecologische effectstudies volgens internationale standaarden, monitoring voor windparken op zee en kennisuitwisseling met universiteiten en natuurorganisaties.',
      keywords: ['internationaal', 'effectstudie', 'IFC-standaarden'],
    },
    en: {
      slug: 'international',
      title: 'International',
      intro: 'Dutch expertise in water and nature, applied across borders.',
      body: 'We contribute to projects in Europe and beyond: ecological impact assessments to international standards, monitoring for offshore wind farms and knowledge exchange with universities and nature organisations.',
      keywords: ['international', 'impact assessment', 'IFC standards'],
    },
  },
  {
    id: 'service-law',
    code: 'LAWS_REGULATIONS',
    image: 'pattern',
    nl: {
      slug: 'wet-en-regelgeving',
      title: 'Wet- en regelgeving',
      intro: 'Grip op de Omgevingswet, soortenbescherming en Natura 2000.',
      body: 'Onze juridisch-ecologisch adviseurs begeleiden u van toets tot omgevingsvergunning voor flora- en fauna-activiteiten. We schrijven activiteitenplannen, voeren stikstofberekeningen uit en ondersteunen bij bezwaar en beroep.',
      keywords: ['Omgevingswet', 'soortenbescherming', 'Natura 2000'],
    },
    en: {
      slug: 'laws-and-regulations',
      title: 'Laws and regulations',
      intro: 'Getting to grips with the Environment and Planning Act, species protection and Natura 2000.',
      body: 'Our legal and ecological advisers guide you from assessment to environmental permit for activities affecting flora and fauna. We write activity plans, carry out nitrogen calculations and support you in objection and appeal procedures.',
      keywords: ['Environment and Planning Act', 'species protection', 'Natura 2000'],
    },
  },
  {
    id: 'service-landscape',
    code: 'LANDSCAPE_ARCHITECTURE',
    image: 'dunes',
    nl: {
      slug: 'landschapsarchitectuur',
      title: 'Landschapsarchitectuur',
      intro: 'Ontwerpen waarin ecologie en ruimtelijke kwaliteit samengaan.',
      body: 'Onze landschapsarchitecten ontwerpen parken, oevers, zonneparken en woonwijken waarin natuur een dragende rol heeft. Doordat ecologen aan tafel zitten, is elk ontwerp ecologisch onderbouwd én uitvoerbaar.',
      keywords: ['landschapsarchitectuur', 'ontwerp', 'inrichtingsplan'],
    },
    en: {
      slug: 'landscape-architecture',
      title: 'Landscape architecture',
      intro: 'Designs in which ecology and spatial quality go hand in hand.',
      body: 'Our landscape architects design parks, riverbanks, solar parks and neighbourhoods in which nature plays a leading role. With ecologists at the table, every design is ecologically sound and buildable.',
      keywords: ['landscape architecture', 'design', 'landscape plan'],
    },
  },
];

function topicPage(c: DemoContext, topic: Topic, type: 'theme' | 'service'): DemoPage {
  const field = type === 'theme' ? 'theme' : 'service';
  const filter = { [field]: topic.code };
  const prefix = type === 'theme' ? { nl: 'themas', en: 'themes' } : { nl: 'diensten', en: 'services' };
  return {
    id: topic.id,
    type,
    typeData: { [field]: topic.code },
    image: topic.image,
    tags: type === 'theme' ? demoTags('nature') : undefined,
    nl: {
      slug: `${prefix.nl}/${topic.nl.slug}`,
      title: topic.nl.title,
      seoTitle: `${topic.nl.title}`,
      seoDescription: topic.nl.intro,
      seoKeywords: topic.nl.keywords,
      blocks: [
        b.header(topic.nl.title, topic.nl.intro),
        b.textImage(type === 'theme' ? 'Wat wij doen' : 'Onze aanpak', p(topic.nl.body), topic.image, 'right', [
          { label: 'Neem contact op', link: '/contact', variant: 'secondary' },
        ]),
        b.related('Gerelateerde projecten', filter),
      ],
    },
    en: {
      slug: `${prefix.en}/${topic.en.slug}`,
      title: topic.en.title,
      seoTitle: `${topic.en.title}`,
      seoDescription: topic.en.intro,
      seoKeywords: topic.en.keywords,
      blocks: [
        b.header(topic.en.title, topic.en.intro),
        b.textImage(type === 'theme' ? 'What we do' : 'Our approach', p(topic.en.body), topic.image, 'right', [
          { label: 'Get in touch', link: '/en-gb/contact', variant: 'secondary' },
        ]),
        b.related('Related projects', filter),
      ],
    },
  };
}

export function topicPages(c: DemoContext): DemoPage[] {
  return [...THEMES.map((topic) => topicPage(c, topic, 'theme')), ...SERVICES.map((topic) => topicPage(c, topic, 'service'))];
}
