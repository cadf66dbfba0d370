import type { ImageKey } from './demo-image-catalog.ts';
import { b, demoTags, p, type DemoContext, type DemoPage } from './demo-model.ts';

type Text = { slug: string; title: string; intro: string; body: string[]; keywords: string[] };
interface Article {
  id: string;
  image: ImageKey;
  themes: string[];
  services: string[];
  date?: string;
  /** News only: the writer's name, shown with the date (issue 17). */
  author?: string;
  nl: Text;
  en: Text;
}

const INNOVATIONS: Article[] = [
  {
    id: 'innovation-edna',
    image: 'edna',
    themes: ['BIODIVERSITY'],
    services: ['LAB_ANALYSES'],
    nl: {
      slug: 'edna',
      title: 'eDNA: soorten aantonen in een druppel water',
      intro: 'Elk dier laat sporen van DNA achter. Wij lezen ze uit.',
      body: [
        'Vissen, amfibieën en zoogdieren verliezen voortdurend huidcellen, slijm en uitwerpselen. Met environmental DNA (eDNA) tonen we aan welke soorten in een sloot, poel of rivier leven, zonder ze te vangen.',
        'In ons laboratorium analyseren we monsters met metabarcoding en soortspecifieke qPCR. Zo vinden we ook zeldzame soorten als de kamsalamander en de grote modderkruiper.',
      ],
      keywords: ['eDNA', 'metabarcoding', 'kamsalamander'],
    },
    en: {
      slug: 'edna',
      title: 'eDNA: detecting species in a drop of water',
      intro: 'Every animal leaves traces of DNA. We read them.',
      body: [
        'Fish, amphibians and mammals constantly shed skin cells, mucus and droppings. With environmental DNA (eDNA) we can show which species live in a ditch, pond or river without catching them.',
        'In our laboratory we analyse samples with metabarcoding and species-specific qPCR. This lets us find rare species such as the great crested newt and the weatherfish.',
      ],
      keywords: ['eDNA', 'metabarcoding', 'great crested newt'],
    },
  },
  {
    id: 'innovation-acoustic',
    image: 'acoustic',
    themes: ['BIODIVERSITY', 'RENEWABLE_ENERGY'],
    services: ['MONITORING_AND_SURVEYS', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    nl: {
      slug: 'akoestische-vleermuismonitoring-met-ai',
      title: 'Akoestische vleermuismonitoring met AI',
      intro: 'Duizenden nachten opnamen, automatisch gedetermineerd.',
      body: [
        'Vleermuizen zijn lastig te zien, maar goed te horen met de juiste apparatuur. Onze batdetectoren nemen maandenlang automatisch op, bijvoorbeeld in windparken.',
        'Een zelf getraind AI-model herkent de roepen van Nederlandse soorten. Ecologen controleren de twijfelgevallen, zodat de resultaten betrouwbaar blijven.',
      ],
      keywords: ['vleermuizen', 'AI', 'batdetector'],
    },
    en: {
      slug: 'acoustic-bat-monitoring-with-ai',
      title: 'Acoustic bat monitoring with AI',
      intro: 'Thousands of nights of recordings, identified automatically.',
      body: [
        'Bats are hard to see but easy to hear with the right equipment. Our bat detectors record automatically for months, for example in wind farms.',
        'An AI model we trained ourselves recognises the calls of Dutch species. Ecologists check the uncertain cases, so the results remain reliable.',
      ],
      keywords: ['bats', 'AI', 'bat detector'],
    },
  },
  {
    id: 'innovation-drones',
    image: 'drone',
    themes: ['RESTORATING_ECOLOGY'],
    services: ['MONITORING_AND_SURVEYS', 'LANDSCAPE_ARCHITECTURE'],
    nl: {
      slug: 'dronekartering',
      title: 'Dronekartering van natuurgebieden',
      intro: 'Vegetatiekaarten en nesttellingen vanuit de lucht.',
      body: [
        "Met drones met multispectrale en warmtebeeldcamera's brengen we grote gebieden snel en zonder verstoring in kaart. We tellen kolonievogels, kartering vegetatietypen en volgen herstelprojecten.",
        'De beelden worden automatisch geclassificeerd en daarna in het veld gecontroleerd.',
      ],
      keywords: ['drone', 'vegetatiekartering', 'warmtebeeld'],
    },
    en: {
      slug: 'drone-mapping',
      title: 'Drone mapping of nature reserves',
      intro: 'Vegetation maps and nest counts from the air.',
      body: [
        'Using drones with multispectral and thermal cameras we map large areas quickly and without disturbance. We count colonial birds, map vegetation types and follow restoration projects.',
        'Images are classified automatically and then checked in the field.',
      ],
      keywords: ['drone', 'vegetation mapping', 'thermal imaging'],
    },
  },
  {
    id: 'innovation-dashboards',
    image: 'data',
    themes: ['BIODIVERSITY'],
    services: ['DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    nl: {
      slug: 'biodiversiteitsdashboards',
      title: 'Biodiversiteitsdashboards',
      intro: 'Monitoringresultaten altijd actueel in beeld.',
      body: [
        'Opdrachtgevers willen niet één keer per jaar een rapport, maar doorlopend inzicht. Onze dashboards combineren veldwaarnemingen, eDNA-resultaten en sensordata.',
        'Trends worden statistisch getoetst, zodat duidelijk is of een maatregel echt werkt.',
      ],
      keywords: ['dashboard', 'monitoring', 'data'],
    },
    en: {
      slug: 'biodiversity-dashboards',
      title: 'Biodiversity dashboards',
      intro: 'Monitoring results, always up to date.',
      body: [
        'Clients do not want a report once a year; they want continuous insight. Our dashboards combine field observations, eDNA results and sensor data.',
        'Trends are tested statistically, so it is clear whether a measure really works.',
      ],
      keywords: ['dashboard', 'monitoring', 'data'],
    },
  },
];

const NEWS: Article[] = [
  {
    id: 'news-office-haren',
    image: 'peat',
    themes: ['RESTORATING_ECOLOGY'],
    services: [],
    date: '2025-03-04',
    author: 'Marieke van Dijk',
    nl: {
      slug: 'vestiging-haren-verhuist',
      title: 'Vestiging Haren groeit en verhuist',
      intro: 'Meer ruimte voor ons team in het noorden.',
      body: [
        'Het aantal projecten in Groningen, Friesland en Drenthe groeit hard. Daarom verhuist onze vestiging in Haren naar een groter pand aan de Rijksstraatweg, met een eigen monsterruimte.',
      ],
      keywords: ['Haren', 'vestiging'],
    },
    en: {
      slug: 'haren-office-grows-and-moves',
      title: 'Haren office grows and moves',
      intro: 'More space for our team in the north.',
      body: [
        'The number of projects in Groningen, Friesland and Drenthe is growing fast. Our Haren office is therefore moving to a larger building on the Rijksstraatweg, with its own sample room.',
      ],
      keywords: ['Haren', 'office'],
    },
  },
  {
    id: 'news-edna-network',
    image: 'riverEdna',
    themes: ['BIODIVERSITY'],
    services: ['LAB_ANALYSES'],
    date: '2025-02-11',
    author: 'Lotte Visser',
    nl: {
      slug: 'edna-in-vast-meetnet',
      title: 'eDNA opgenomen in vast meetnet voor de Maas',
      intro: 'Na een succesvolle pilot wordt eDNA een standaardmethode.',
      body: [
        'Onze eDNA-pilot in de Maas leverde meer vissoorten op dan traditionele bemonstering. De opdrachtgever heeft besloten eDNA de komende vijf jaar in het vaste meetnet op te nemen.',
      ],
      keywords: ['eDNA', 'Maas', 'meetnet'],
    },
    en: {
      slug: 'edna-added-to-monitoring-network',
      title: 'eDNA added to the Meuse monitoring network',
      intro: 'After a successful pilot, eDNA becomes a standard method.',
      body: [
        'Our eDNA pilot in the Meuse detected more fish species than traditional sampling. The client has decided to include eDNA in its permanent monitoring network for the next five years.',
      ],
      keywords: ['eDNA', 'Meuse', 'monitoring'],
    },
  },
  {
    id: 'news-swift-count',
    image: 'housing',
    themes: ['WILDLIFE_INCLUSIVE_DESIGN'],
    services: ['MONITORING_AND_SURVEYS'],
    date: '2024-07-18',
    author: 'Fleur Jansen',
    nl: {
      slug: 'recordaantal-gierzwaluwen-nijmegen',
      title: 'Recordaantal gierzwaluwen in nieuwbouw Nijmegen',
      intro: 'Bewoners telden 46 bezette nestkasten.',
      body: [
        'Twee jaar na oplevering van de natuurinclusieve huurwoningen in Nijmegen zijn 46 van de 80 inbouwnestkasten bezet. Bewoners hielpen onze ecologen bij de telling.',
      ],
      keywords: ['gierzwaluw', 'Nijmegen', 'natuurinclusief'],
    },
    en: {
      slug: 'record-number-of-swifts-in-nijmegen',
      title: 'Record number of swifts in new Nijmegen homes',
      intro: 'Residents counted 46 occupied nest boxes.',
      body: [
        'Two years after the wildlife-inclusive rental homes in Nijmegen were completed, 46 of the 80 built-in nest boxes are occupied. Residents helped our ecologists with the count.',
      ],
      keywords: ['swift', 'Nijmegen', 'wildlife-inclusive'],
    },
  },
  {
    id: 'news-environment-act',
    image: 'pattern',
    themes: [],
    services: ['LAWS_REGULATIONS'],
    date: '2024-05-02',
    author: 'Joost Verhoeven',
    nl: {
      slug: 'omgevingswet-wat-verandert-er',
      title: 'Omgevingswet: wat verandert er voor soortenbescherming?',
      intro: 'Onze juristen zetten de belangrijkste wijzigingen op een rij.',
      body: [
        'Met de Omgevingswet is de ontheffing uit de Wet natuurbescherming vervangen door een omgevingsvergunning voor een flora- en fauna-activiteit. De inhoudelijke toets blijft grotendeels gelijk, maar de procedure verandert.',
        'Wij helpen u graag bij het bepalen of een vergunning nodig is.',
      ],
      keywords: ['Omgevingswet', 'soortenbescherming', 'vergunning'],
    },
    en: {
      slug: 'environment-and-planning-act-what-changes',
      title: 'Environment and Planning Act: what changes for species protection?',
      intro: 'Our legal specialists list the main changes.',
      body: [
        'Under the Environment and Planning Act, the exemption under the Nature Conservation Act has been replaced by an environmental permit for a flora and fauna activity. The substantive assessment stays largely the same, but the procedure changes.',
        'We are happy to help you determine whether a permit is needed.',
      ],
      keywords: ['Environment and Planning Act', 'species protection', 'permit'],
    },
  },
  {
    id: 'news-bat-ai',
    image: 'acoustic',
    themes: ['BIODIVERSITY'],
    services: ['DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    date: '2024-11-20',
    author: 'Thijs de Boer',
    nl: {
      slug: 'ai-model-vleermuizen-gepubliceerd',
      title: 'Ons AI-model voor vleermuisroepen gepubliceerd',
      intro: 'Samen met de universiteit in Nijmegen.',
      body: [
        'In samenwerking met onderzoekers in Nijmegen publiceerden wij een wetenschappelijk artikel over ons AI-model voor vleermuisroepen. Het model herkent twaalf Nederlandse soorten met een betrouwbaarheid van meer dan 95 procent.',
      ],
      keywords: ['AI', 'vleermuizen', 'publicatie'],
    },
    en: {
      slug: 'ai-model-for-bat-calls-published',
      title: 'Our AI model for bat calls published',
      intro: 'Together with the university in Nijmegen.',
      body: [
        'Together with researchers in Nijmegen we published a scientific paper on our AI model for bat calls. The model recognises twelve Dutch species with an accuracy of more than 95 per cent.',
      ],
      keywords: ['AI', 'bats', 'publication'],
    },
  },
];

function articlePage(c: DemoContext, article: Article, type: 'innovation' | 'news'): DemoPage {
  const prefix = type === 'innovation' ? { nl: 'innovaties', en: 'innovation' } : { nl: 'nieuws', en: 'news' };
  const page = (lang: 'nl' | 'en') => {
    const text = article[lang];
    return {
      slug: `${prefix[lang]}/${text.slug}`,
      title: text.title,
      seoTitle: `${text.title}`,
      seoDescription: text.intro,
      seoKeywords: text.keywords,
      blocks:
        type === 'innovation'
          ? [b.header(text.title, text.intro), b.textImage('', p(...text.body), article.image, 'right')]
          : [b.header(text.title, text.intro), b.image(article.image), b.rich(p(...text.body))],
    };
  };
  return {
    id: article.id,
    type,
    typeData:
      type === 'news'
        ? { publicationDate: article.date ?? '', author: article.author ?? '', themes: article.themes, services: article.services }
        : { themes: article.themes, services: article.services },
    image: article.image,
    tags: type === 'innovation' ? demoTags('innovation') : undefined,
    nl: page('nl'),
    en: page('en'),
  };
}

interface Member {
  id: string;
  name: string;
  slug: string;
  group: string;
  title: string;
  portrait: ImageKey;
  themes: string[];
  services: string[];
  nl: { fn: string; specialism: string; description: string; specialties: string[] };
  en: { fn: string; specialism: string; description: string; specialties: string[] };
}

const TEAM: Member[] = [
  {
    id: 'team-marieke',
    name: 'Marieke van Dijk',
    slug: 'marieke-van-dijk',
    group: 'MANAGEMENT',
    title: 'DR',
    portrait: 'portrait1',
    themes: ['BIODIVERSITY'],
    services: [],
    nl: {
      fn: 'Directeur',
      specialism: 'Strategie en ecologie',
      description: 'Marieke promoveerde op de ecologie van rivierlandschappen en leidt het bureau sinds de oprichting.',
      specialties: ['Rivierecologie', 'Strategie', 'Netwerk'],
    },
    en: {
      fn: 'Managing director',
      specialism: 'Strategy and ecology',
      description: 'Marieke did her PhD on the ecology of river landscapes and has led the company since it was founded.',
      specialties: ['River ecology', 'Strategy', 'Networking'],
    },
  },
  {
    id: 'team-joost',
    name: 'Joost Verhoeven',
    slug: 'joost-verhoeven',
    group: 'MANAGEMENT',
    title: 'IR',
    portrait: 'portrait2',
    themes: [],
    services: ['LAWS_REGULATIONS'],
    nl: {
      fn: 'Operationeel directeur',
      specialism: 'Bedrijfsvoering',
      description: 'Joost zorgt dat projecten op tijd en binnen budget worden opgeleverd.',
      specialties: ['Projectbeheersing', 'Kwaliteit', 'Financiën'],
    },
    en: {
      fn: 'Operations director',
      specialism: 'Operations',
      description: 'Joost makes sure projects are delivered on time and within budget.',
      specialties: ['Project control', 'Quality', 'Finance'],
    },
  },
  {
    id: 'team-anouk',
    name: 'Anouk de Groot',
    slug: 'anouk-de-groot',
    group: 'HEAD_OF_DEPARTMENT',
    title: 'PHD',
    portrait: 'portrait3',
    themes: ['BIODIVERSITY'],
    services: ['LAB_ANALYSES'],
    nl: {
      fn: 'Hoofd laboratorium',
      specialism: 'eDNA',
      description: 'Anouk bouwde ons eDNA-laboratorium op en werkt samen met universiteiten aan nieuwe methoden.',
      specialties: ['eDNA', 'Metabarcoding', 'Kwaliteitsborging'],
    },
    en: {
      fn: 'Head of laboratory',
      specialism: 'eDNA',
      description: 'Anouk built our eDNA laboratory and works with universities on new methods.',
      specialties: ['eDNA', 'Metabarcoding', 'Quality assurance'],
    },
  },
  {
    id: 'team-pieter',
    name: 'Pieter Bakker',
    slug: 'pieter-bakker',
    group: 'HEAD_OF_DEPARTMENT',
    title: 'DRS',
    portrait: 'portrait4',
    themes: ['WILDLIFE_INCLUSIVE_DESIGN'],
    services: ['LANDSCAPE_ARCHITECTURE'],
    nl: {
      fn: 'Hoofd landschapsarchitectuur',
      specialism: 'Natuurinclusief ontwerpen',
      description: 'Pieter vertaalt ecologische kennis naar ontwerpen voor wijken, parken en zonneparken.',
      specialties: ['Landschapsontwerp', 'Natuurinclusief bouwen', 'Participatie'],
    },
    en: {
      fn: 'Head of landscape architecture',
      specialism: 'Wildlife-inclusive design',
      description: 'Pieter turns ecological knowledge into designs for neighbourhoods, parks and solar parks.',
      specialties: ['Landscape design', 'Wildlife-inclusive building', 'Public participation'],
    },
  },
  {
    id: 'team-fleur',
    name: 'Fleur Jansen',
    slug: 'fleur-jansen',
    group: 'TEAM_LEADERS',
    title: 'MSC',
    portrait: 'portrait5',
    themes: ['RENEWABLE_ENERGY'],
    services: ['MONITORING_AND_SURVEYS'],
    nl: {
      fn: 'Teamleider vleermuizen',
      specialism: 'Vleermuizen',
      description: 'Fleur leidt het vleermuizenteam en is specialist in akoestische monitoring bij windparken.',
      specialties: ['Vleermuizen', 'Akoestiek', 'Windenergie'],
    },
    en: {
      fn: 'Team leader bats',
      specialism: 'Bats',
      description: 'Fleur leads the bat team and specialises in acoustic monitoring at wind farms.',
      specialties: ['Bats', 'Acoustics', 'Wind energy'],
    },
  },
  {
    id: 'team-sander',
    name: 'Sander Mulder',
    slug: 'sander-mulder',
    group: 'TEAM_LEADERS',
    title: 'ING',
    portrait: 'portrait6',
    themes: ['RESTORATING_ECOLOGY'],
    services: ['MONITORING_AND_SURVEYS'],
    nl: {
      fn: 'Teamleider Noord',
      specialism: 'Weidevogels',
      description: 'Sander leidt de vestiging in Haren en werkt aan veenweide- en weidevogelprojecten.',
      specialties: ['Weidevogels', 'Veenweiden', 'Gebiedsprocessen'],
    },
    en: {
      fn: 'Team leader North',
      specialism: 'Meadow birds',
      description: 'Sander leads the Haren office and works on peat meadow and meadow bird projects.',
      specialties: ['Meadow birds', 'Peat meadows', 'Area processes'],
    },
  },
  {
    id: 'team-lotte',
    name: 'Lotte Visser',
    slug: 'lotte-visser',
    group: 'RESEARCHERS_AND_ADVISORS',
    title: 'MSC',
    portrait: 'portrait1',
    themes: ['RESTORATING_ECOLOGY'],
    services: ['MONITORING_AND_SURVEYS'],
    nl: {
      fn: 'Ecoloog',
      specialism: 'Zoogdieren',
      description: 'Lotte onderzoekt otters, bevers en marterachtigen en ontwerpt faunapassages.',
      specialties: ['Otter', 'Faunapassages', 'Cameravallen'],
    },
    en: {
      fn: 'Ecologist',
      specialism: 'Mammals',
      description: 'Lotte studies otters, beavers and mustelids and designs wildlife crossings.',
      specialties: ['Otter', 'Wildlife crossings', 'Camera traps'],
    },
  },
  {
    id: 'team-thijs',
    name: 'Thijs de Boer',
    slug: 'thijs-de-boer',
    group: 'RESEARCHERS_AND_ADVISORS',
    title: 'BSC',
    portrait: 'portrait2',
    themes: ['BIODIVERSITY'],
    services: ['MONITORING_AND_SURVEYS'],
    nl: {
      fn: 'Veldecoloog',
      specialism: 'Amfibieën en reptielen',
      description: 'Thijs is het grootste deel van het jaar buiten te vinden, op zoek naar salamanders en hagedissen.',
      specialties: ['Amfibieën', 'Reptielen', 'Quickscans'],
    },
    en: {
      fn: 'Field ecologist',
      specialism: 'Amphibians and reptiles',
      description: 'Thijs spends most of the year outdoors, looking for newts and lizards.',
      specialties: ['Amphibians', 'Reptiles', 'Quick scans'],
    },
  },
  {
    id: 'team-eva',
    name: 'Eva Smit',
    slug: 'eva-smit',
    group: 'RESEARCHERS_AND_ADVISORS',
    title: 'MR',
    portrait: 'portrait3',
    themes: [],
    services: ['LAWS_REGULATIONS'],
    nl: {
      fn: 'Juridisch adviseur',
      specialism: 'Natuurwetgeving',
      description: 'Eva adviseert over de Omgevingswet, soortenbescherming en Natura 2000.',
      specialties: ['Omgevingswet', 'Natura 2000', 'Vergunningen'],
    },
    en: {
      fn: 'Legal adviser',
      specialism: 'Nature legislation',
      description: 'Eva advises on the Environment and Planning Act, species protection and Natura 2000.',
      specialties: ['Environment and Planning Act', 'Natura 2000', 'Permits'],
    },
  },
  {
    id: 'team-daan',
    name: 'Daan Hendriks',
    slug: 'daan-hendriks',
    group: 'RESEARCHERS_AND_ADVISORS',
    title: 'DR',
    portrait: 'portrait4',
    themes: ['ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    nl: {
      fn: 'Data-analist',
      specialism: 'Statistiek',
      description: 'Daan ontwikkelt trendanalyses en dashboards en werkt vanuit de vestiging in Nijmegen.',
      specialties: ['Statistiek', 'R en Python', 'Dashboards'],
    },
    en: {
      fn: 'Data analyst',
      specialism: 'Statistics',
      description: 'Daan develops trend analyses and dashboards and works from the Nijmegen office.',
      specialties: ['Statistics', 'R and Python', 'Dashboards'],
    },
  },
  {
    id: 'team-sanne',
    name: 'Sanne Kuipers',
    slug: 'sanne-kuipers',
    group: 'RESEARCHERS_AND_ADVISORS',
    title: 'IR',
    portrait: 'portrait5',
    themes: ['RENEWABLE_ENERGY'],
    services: ['INTERNATIONAL'],
    nl: {
      fn: 'Senior adviseur',
      specialism: 'Windenergie op zee',
      description: 'Sanne coördineert onze internationale projecten rond windparken op zee.',
      specialties: ['Windenergie', 'Trekvogels', 'Internationale standaarden'],
    },
    en: {
      fn: 'Senior adviser',
      specialism: 'Offshore wind',
      description: 'Sanne coordinates our international projects on offshore wind farms.',
      specialties: ['Wind energy', 'Migratory birds', 'International standards'],
    },
  },
  {
    id: 'team-rik',
    name: 'Rik van Leeuwen',
    slug: 'rik-van-leeuwen',
    group: 'SUPPORT',
    title: 'NONE',
    portrait: 'portrait6',
    themes: [],
    services: [],
    nl: {
      fn: 'Officemanager',
      specialism: 'Planning en ondersteuning',
      description: 'Rik houdt de planning van het veldwerk bij en is het eerste aanspreekpunt op ons hoofdkantoor.',
      specialties: ['Planning', 'Veldwerklogistiek', 'Klantcontact'],
    },
    en: {
      fn: 'Office manager',
      specialism: 'Planning and support',
      description: 'Rik manages the fieldwork schedule and is the first point of contact at our headquarters.',
      specialties: ['Planning', 'Fieldwork logistics', 'Client contact'],
    },
  },
];

function memberPage(c: DemoContext, member: Member): DemoPage {
  const page = (lang: 'nl' | 'en') => {
    const text = member[lang];
    return {
      slug: `team/${member.slug}`,
      title: member.name,
      seoTitle: `${member.name}, ${text.fn}`,
      seoDescription: text.description,
      seoKeywords: [member.name, text.specialism],
      typeData: { specialism: text.specialism },
      blocks: [
        b.member(
          {
            name: member.name,
            function: text.fn,
            description: text.description,
            specialties: text.specialties,
            professionalNetworkUrl: `https://www.linkedin.com/in/${member.slug}-example`,
          },
          member.portrait,
        ),
      ],
    };
  };
  return {
    id: member.id,
    type: 'team',
    typeData: {
      name: member.name,
      functionGroup: member.group,
      functionTitle: member.title,
      specialism: member.nl.specialism,
      themes: member.themes,
      services: member.services,
    },
    image: member.portrait,
    nl: page('nl'),
    en: page('en'),
  };
}

export function peopleAndNewsPages(c: DemoContext): DemoPage[] {
  return [
    ...INNOVATIONS.map((article) => articlePage(c, article, 'innovation')),
    ...NEWS.map((article) => articlePage(c, article, 'news')),
    ...TEAM.map((member) => memberPage(c, member)),
  ];
}
