import type { Province } from '../../../shared/taxonomy.ts';
import type { ImageKey } from './demo-image-catalog.ts';
import { b, demoTags, h2, p, type DemoContext, type DemoPage, type DemoTag } from './demo-model.ts';

interface ProjectText {
  slug: string;
  title: string;
  intro: string;
  challenge: string;
  approach: string;
  result: string;
  keywords: string[];
}

interface Project {
  id: string;
  image: ImageKey;
  themes: string[];
  services: string[];
  location: string;
  /** The project finder's region filter (issue 17); none for projects abroad. */
  province?: Province;
  client: string;
  year: number;
  tags?: DemoTag[];
  nl: ProjectText;
  en: ProjectText;
}

const PROJECTS: Project[] = [
  {
    id: 'project-church-bats',
    image: 'churchBats',
    themes: ['BIODIVERSITY', 'WILDLIFE_INCLUSIVE_DESIGN'],
    services: ['MONITORING_AND_SURVEYS', 'LAWS_REGULATIONS'],
    location: 'Culemborg',
    province: 'GELDERLAND',
    client: 'Stichting Oude Kerken Betuwe',
    year: 2024,
    tags: ['bats'],
    nl: {
      slug: 'vleermuizen-op-de-kerkzolder-culemborg',
      title: 'Vleermuizen op de kerkzolder in Culemborg',
      intro: 'Een dakrenovatie met respect voor een kraamkolonie laatvliegers.',
      challenge:
        'Het leien dak van een monumentale kerk moest worden vervangen. Op de zolder bleek een kraamkolonie laatvliegers te verblijven, een beschermde soort.',
      approach:
        "Met warmtebeeldcamera's en batdetectoren brachten we de in- en uitvliegpunten in kaart. Samen met de aannemer stelden we een werkplanning op buiten de kraamperiode en vroegen we de omgevingsvergunning aan.",
      result:
        'Het dak is gerenoveerd en de kolonie is na de werkzaamheden teruggekeerd. Speciale vleermuispannen houden de invliegopeningen vrij.',
      keywords: ['laatvlieger', 'kerkzolder', 'vleermuizen'],
    },
    en: {
      slug: 'bats-in-the-church-attic-culemborg',
      title: 'Bats in the church attic in Culemborg',
      intro: 'A roof renovation that respects a maternity colony of serotine bats.',
      challenge:
        'The slate roof of a listed church needed replacing. The attic turned out to house a maternity colony of serotine bats, a protected species.',
      approach:
        'Using thermal cameras and bat detectors we mapped where the bats flew in and out. Together with the contractor we planned the work outside the breeding season and applied for the environmental permit.',
      result: 'The roof has been renovated and the colony returned after the works. Special bat tiles keep the access points open.',
      keywords: ['serotine bat', 'church attic', 'bats'],
    },
  },
  {
    id: 'project-otter-passages',
    image: 'otterRoad',
    themes: ['RESTORATING_ECOLOGY', 'BIODIVERSITY'],
    services: ['MONITORING_AND_SURVEYS', 'LANDSCAPE_ARCHITECTURE'],
    location: 'Provinciale weg N322, Gelderland',
    province: 'GELDERLAND',
    client: 'Provincie Rivierenland (fictief)',
    year: 2023,
    tags: ['otters'],
    nl: {
      slug: 'otterpassages-onder-provinciale-weg',
      title: 'Otterpassages onder een provinciale weg',
      intro: 'Minder verkeersslachtoffers dankzij slimme faunapassages.',
      challenge: 'Op een provinciale weg langs de Waal werden in twee jaar zes otters doodgereden.',
      approach:
        'We analyseerden vindplaatsen en sporen, wezen vier knelpunten aan en ontwierpen droge loopstroken onder bruggen en duikers, met geleidende rasters.',
      result:
        'Cameravallen laten zien dat otters, bevers en steenmarters de passages gebruiken. Sinds de aanleg is geen otter meer doodgereden op dit traject.',
      keywords: ['otter', 'faunapassage', 'ontsnippering'],
    },
    en: {
      slug: 'otter-passages-under-a-provincial-road',
      title: 'Otter passages under a provincial road',
      intro: 'Fewer road casualties thanks to smart wildlife crossings.',
      challenge: 'On a provincial road along the river Waal, six otters were killed by traffic in two years.',
      approach:
        'We analysed where casualties and tracks were found, identified four bottlenecks and designed dry ledges under bridges and culverts, with guiding fences.',
      result:
        'Camera traps show that otters, beavers and stone martens use the passages. Since they were built, no otter has been killed on this stretch.',
      keywords: ['otter', 'wildlife crossing', 'defragmentation'],
    },
  },
  {
    id: 'project-housing-nijmegen',
    image: 'housing',
    themes: ['WILDLIFE_INCLUSIVE_DESIGN'],
    services: ['LANDSCAPE_ARCHITECTURE', 'LAWS_REGULATIONS'],
    location: 'Nijmegen',
    province: 'GELDERLAND',
    client: 'Woningcorporatie Waalstad Wonen (fictief)',
    year: 2024,
    tags: ['natureInclusiveBuilding'],
    nl: {
      slug: 'natuurinclusieve-sociale-huur-nijmegen',
      title: 'Natuurinclusieve sociale huurwoningen in Nijmegen',
      intro: '240 woningen met ruimte voor gierzwaluw, huismus en vleermuis.',
      challenge: 'Bij de sloop-nieuwbouw van een naoorlogse flat gingen verblijfplaatsen van gierzwaluwen en huismussen verloren.',
      approach:
        'We ontwierpen samen met de architect inbouwstenen in de gevels, een groen dak met inheemse beplanting en een binnentuin met besdragende struiken. Het mitigatieplan werd onderdeel van de vergunning.',
      result: 'De nieuwe gebouwen bieden meer nestplaatsen dan de oude flat. Bewoners helpen bij de jaarlijkse telling.',
      keywords: ['natuurinclusief bouwen', 'gierzwaluw', 'sociale huur'],
    },
    en: {
      slug: 'wildlife-inclusive-social-housing-nijmegen',
      title: 'Wildlife-inclusive social housing in Nijmegen',
      intro: '240 homes with room for swifts, house sparrows and bats.',
      challenge: 'Demolishing and rebuilding a post-war block of flats meant losing nesting sites of swifts and house sparrows.',
      approach:
        'Together with the architect we designed built-in nest bricks in the facades, a green roof with native plants and a courtyard garden with berry-bearing shrubs. The mitigation plan became part of the permit.',
      result: 'The new buildings offer more nesting places than the old block. Residents help with the annual count.',
      keywords: ['wildlife-inclusive building', 'swift', 'social housing'],
    },
  },
  {
    id: 'project-solar-park',
    image: 'solarPark',
    themes: ['RENEWABLE_ENERGY', 'BIODIVERSITY'],
    services: ['LANDSCAPE_ARCHITECTURE', 'MONITORING_AND_SURVEYS'],
    location: 'Zeewolde',
    province: 'FLEVOLAND',
    client: 'Zonnepark De Hooiberg BV (fictief)',
    year: 2022,
    nl: {
      slug: 'natuurinclusief-zonnepark-zeewolde',
      title: 'Natuurinclusief zonnepark in Zeewolde',
      intro: 'Een zonnepark van 40 hectare dat ook een bloemrijk leefgebied is.',
      challenge:
        'De initiatiefnemer wilde aantonen dat een zonnepark kan bijdragen aan biodiversiteit in plaats van alleen ruimte te kosten.',
      approach:
        'We ontwierpen bredere rijafstanden, bloemrijke stroken, een sloot met natuurvriendelijke oevers en een maaibeheer dat insecten de ruimte geeft. Een nulmeting legde de uitgangssituatie vast.',
      result:
        'Na drie jaar monitoring is het aantal soorten wilde bijen verdubbeld en broeden er veldleeuweriken aan de randen van het park.',
      keywords: ['zonnepark', 'wilde bijen', 'natuurinclusief'],
    },
    en: {
      slug: 'nature-inclusive-solar-park-zeewolde',
      title: 'Nature-inclusive solar park in Zeewolde',
      intro: 'A 40-hectare solar park that is also a flower-rich habitat.',
      challenge: 'The developer wanted to show that a solar park can add to biodiversity instead of just taking up space.',
      approach:
        'We designed wider row spacing, flower-rich strips, a ditch with nature-friendly banks and a mowing regime that gives insects room. A baseline survey recorded the starting situation.',
      result: 'After three years of monitoring, the number of wild bee species has doubled and skylarks breed along the edges of the park.',
      keywords: ['solar park', 'wild bees', 'nature-inclusive'],
    },
  },
  {
    id: 'project-peat-haren',
    image: 'peat',
    themes: ['RESTORATING_ECOLOGY', 'ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['MONITORING_AND_SURVEYS', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    location: 'Haren (Groningen)',
    province: 'GRONINGEN',
    client: 'Waterschap Hunze en Drentse Aa (fictief project)',
    year: 2023,
    tags: ['meadowBirds'],
    nl: {
      slug: 'veenweideherstel-bij-haren',
      title: 'Veenweideherstel bij Haren',
      intro: 'Hogere waterpeilen voor minder bodemdaling en meer weidevogels.',
      challenge: 'In een veenweidegebied ten zuiden van Haren daalt de bodem door ontwatering en verdwijnen weidevogels.',
      approach:
        "We maten grondwaterstanden, volgden broedparen van grutto en kievit en modelleerden de effecten van verschillende peilscenario's, samen met boeren uit het gebied.",
      result:
        'Het gekozen scenario remt de bodemdaling met naar schatting zestig procent en het aantal broedparen van de grutto groeit weer.',
      keywords: ['veenweide', 'grutto', 'bodemdaling'],
    },
    en: {
      slug: 'peat-meadow-restoration-near-haren',
      title: 'Peat meadow restoration near Haren',
      intro: 'Higher water levels for less subsidence and more meadow birds.',
      challenge: 'In a peat meadow area south of Haren, the soil is subsiding because of drainage and meadow birds are disappearing.',
      approach:
        'We measured groundwater levels, followed breeding pairs of black-tailed godwit and lapwing and modelled the effects of different water-level scenarios, together with local farmers.',
      result:
        'The chosen scenario slows subsidence by an estimated sixty per cent and the number of breeding godwit pairs is growing again.',
      keywords: ['peat meadow', 'black-tailed godwit', 'subsidence'],
    },
  },
  {
    id: 'project-river-edna',
    image: 'riverEdna',
    themes: ['BIODIVERSITY'],
    services: ['LAB_ANALYSES', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    location: 'Maas, Limburg',
    province: 'LIMBURG',
    client: 'Rijkswaterdienst Zuid (fictief)',
    year: 2024,
    tags: ['edna'],
    nl: {
      slug: 'edna-monitoring-van-de-maas',
      title: 'eDNA-monitoring van de Maas',
      intro: 'Vissoorten in kaart brengen met een paar liter rivierwater.',
      challenge: 'Traditionele visbemonstering in een grote rivier is arbeidsintensief en mist zeldzame soorten.',
      approach:
        'Op twintig locaties namen we watermonsters, die we in ons laboratorium analyseerden met metabarcoding. De resultaten vergeleken we met tien jaar bestaande visgegevens.',
      result:
        'We troffen 38 vissoorten aan, waaronder de zeldzame kwabaal en de rivierprik. De opdrachtgever neemt eDNA op in het vaste meetnet.',
      keywords: ['eDNA', 'vismonitoring', 'Maas'],
    },
    en: {
      slug: 'edna-monitoring-of-the-river-meuse',
      title: 'eDNA monitoring of the river Meuse',
      intro: 'Mapping fish species with a few litres of river water.',
      challenge: 'Traditional fish sampling in a large river is labour-intensive and misses rare species.',
      approach:
        'We took water samples at twenty locations and analysed them in our laboratory using metabarcoding. We compared the results with ten years of existing fish data.',
      result:
        'We found 38 fish species, including the rare burbot and river lamprey. The client is adding eDNA to its permanent monitoring network.',
      keywords: ['eDNA', 'fish monitoring', 'Meuse'],
    },
  },
  {
    id: 'project-heathland',
    image: 'heathProject',
    themes: ['RESTORATING_ECOLOGY'],
    services: ['MONITORING_AND_SURVEYS', 'LAB_ANALYSES'],
    location: 'Veluwe',
    province: 'GELDERLAND',
    client: 'Stichting Veluwse Heide (fictief)',
    year: 2021,
    nl: {
      slug: 'heideherstel-op-de-veluwe',
      title: 'Heideherstel op de Veluwe',
      intro: 'Steenmeel en plaggen tegen de gevolgen van stikstof.',
      challenge: 'Door stikstofdepositie vergrassen droge heidevelden en verdwijnen karakteristieke insecten.',
      approach:
        'Op proefvlakken testten we verschillende herstelmaatregelen. Bodemmonsters en vegetatieopnamen lieten zien welke aanpak het beste werkt.',
      result:
        'De combinatie van kleinschalig plaggen en steenmeel gaf het beste herstel van heide en mieren. De aanpak wordt nu op 120 hectare toegepast.',
      keywords: ['heideherstel', 'stikstof', 'Veluwe'],
    },
    en: {
      slug: 'heathland-restoration-on-the-veluwe',
      title: 'Heathland restoration on the Veluwe',
      intro: 'Rock dust and sod cutting against the effects of nitrogen.',
      challenge: 'Nitrogen deposition is turning dry heathland into grassland and characteristic insects are disappearing.',
      approach:
        'On trial plots we tested different restoration measures. Soil samples and vegetation surveys showed which approach works best.',
      result:
        'Combining small-scale sod cutting with rock dust gave the best recovery of heather and ants. The approach is now being applied on 120 hectares.',
      keywords: ['heathland restoration', 'nitrogen', 'Veluwe'],
    },
  },
  {
    id: 'project-dune-slack',
    image: 'dunesProject',
    themes: ['RESTORATING_ECOLOGY', 'ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['LANDSCAPE_ARCHITECTURE', 'LAWS_REGULATIONS'],
    location: 'Schoorl',
    province: 'NOORD_HOLLAND',
    client: 'Duinbeheer Noord-Holland (fictief)',
    year: 2022,
    nl: {
      slug: 'duinvalleien-bij-schoorl',
      title: 'Vochtige duinvalleien bij Schoorl',
      intro: 'Stuivend zand en nieuwe valleien voor een dynamisch duin.',
      challenge: 'Door vastlegging en verdroging verdwenen vochtige duinvalleien met zeldzame orchideeën.',
      approach:
        'We maakten een inrichtingsplan met nieuwe valleien en stuifkuilen, toetsten het aan de Natura 2000-doelen en begeleidden de uitvoering.',
      result: 'In de nieuwe valleien groeien al parnassia en moeraswespenorchis. Het duin is weer in beweging.',
      keywords: ['duinvallei', 'Natura 2000', 'dynamisch duin'],
    },
    en: {
      slug: 'dune-slacks-near-schoorl',
      title: 'Wet dune slacks near Schoorl',
      intro: 'Shifting sand and new slacks for a dynamic dune system.',
      challenge: 'Stabilisation and drying out caused wet dune slacks with rare orchids to disappear.',
      approach:
        'We drew up a design with new slacks and blowouts, assessed it against the Natura 2000 objectives and supervised the works.',
      result: 'Grass-of-Parnassus and marsh helleborine already grow in the new slacks. The dunes are on the move again.',
      keywords: ['dune slack', 'Natura 2000', 'dynamic dunes'],
    },
  },
  {
    id: 'project-climate-forest',
    image: 'forestProject',
    themes: ['ADAPTING_TO_CLIMATE_CHANGE', 'BIODIVERSITY'],
    services: ['LANDSCAPE_ARCHITECTURE'],
    location: 'Tiel',
    province: 'GELDERLAND',
    client: 'Gemeente Rivierstad (fictief)',
    year: 2023,
    nl: {
      slug: 'klimaatbos-tiel',
      title: 'Klimaatbos aan de rand van Tiel',
      intro: 'Een gemengd bos dat water vasthoudt en verkoeling biedt.',
      challenge: 'De gemeente zocht een plek om regenwater op te vangen en wilde tegelijk meer bos voor recreatie en natuur.',
      approach: 'We ontwierpen een klimaatbos met inheemse, droogtetolerante soorten, laagtes voor waterberging en een wandelroute.',
      result: 'Met schoolklassen werden 18.000 bomen geplant. Het bos kan een piekbui van 60 millimeter bergen.',
      keywords: ['klimaatbos', 'waterberging', 'bomenplant'],
    },
    en: {
      slug: 'climate-forest-tiel',
      title: 'Climate forest on the edge of Tiel',
      intro: 'A mixed forest that retains water and provides cooling.',
      challenge: 'The municipality needed somewhere to store rainwater and also wanted more woodland for recreation and nature.',
      approach: 'We designed a climate forest with native, drought-tolerant species, hollows for water storage and a walking route.',
      result: 'School classes helped plant 18,000 trees. The forest can store a 60-millimetre cloudburst.',
      keywords: ['climate forest', 'water storage', 'tree planting'],
    },
  },
  {
    id: 'project-retention',
    image: 'wetlandProject',
    themes: ['ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['MONITORING_AND_SURVEYS', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    location: 'Oss',
    province: 'NOORD_BRABANT',
    client: 'Waterschap Maas en Dommel (fictief project)',
    year: 2021,
    nl: {
      slug: 'natuurlijke-waterberging-oss',
      title: 'Natuurlijke waterberging bij Oss',
      intro: 'Een moerasgebied als buffer tegen wateroverlast.',
      challenge: 'Bij hevige regen liep een woonwijk regelmatig onder water.',
      approach:
        'We begeleidden de omvorming van landbouwgrond tot moeras en monitorden waterkwaliteit, vegetatie en vogels gedurende drie jaar.',
      result: 'Het gebied bergt 250.000 kubieke meter water en trekt inmiddels roerdomp en otter aan.',
      keywords: ['waterberging', 'moeras', 'wateroverlast'],
    },
    en: {
      slug: 'natural-water-retention-oss',
      title: 'Natural water retention near Oss',
      intro: 'A marsh as a buffer against flooding.',
      challenge: 'During heavy rain a residential area regularly flooded.',
      approach: 'We supervised the conversion of farmland into marsh and monitored water quality, vegetation and birds for three years.',
      result: 'The area stores 250,000 cubic metres of water and now attracts bittern and otter.',
      keywords: ['water retention', 'marsh', 'flooding'],
    },
  },
  {
    id: 'project-dyke-grassland',
    image: 'meadowProject',
    themes: ['BIODIVERSITY', 'ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['MONITORING_AND_SURVEYS', 'LAWS_REGULATIONS'],
    location: 'Lekdijk, Culemborg',
    province: 'GELDERLAND',
    client: 'Waterschap Rivierenland (fictief project)',
    year: 2024,
    nl: {
      slug: 'bloemrijke-dijken-lekdijk',
      title: 'Bloemrijke dijken bij de Lekdijk',
      intro: 'Dijkversterking met behoud van zeldzame dijkflora.',
      challenge: 'De Lekdijk wordt versterkt, terwijl de taluds soorten herbergen als karwijvarkenskervel en kattendoorn.',
      approach:
        'We inventariseerden de flora, stelden een plan op om de toplaag met zaden te hergebruiken en adviseerden over een ecologisch maaibeheer.',
      result: 'De versterkte dijk is binnen twee jaar weer bloemrijk. De aanpak is opgenomen in de richtlijnen van het waterschap.',
      keywords: ['dijkversterking', 'dijkflora', 'maaibeheer'],
    },
    en: {
      slug: 'flower-rich-dykes-along-the-lek',
      title: 'Flower-rich dykes along the Lek',
      intro: 'Dyke reinforcement that keeps rare dyke flora.',
      challenge: 'The Lek dyke is being reinforced, while its slopes host species such as cambridge milk parsley and restharrow.',
      approach: 'We surveyed the flora, drew up a plan to reuse the seed-rich topsoil and advised on ecological mowing.',
      result: "Within two years the reinforced dyke was in bloom again. The approach is now part of the water authority's guidelines.",
      keywords: ['dyke reinforcement', 'dyke flora', 'mowing regime'],
    },
  },
  {
    id: 'project-offshore-wind',
    image: 'coastProject',
    themes: ['RENEWABLE_ENERGY'],
    services: ['INTERNATIONAL', 'MONITORING_AND_SURVEYS', 'LAWS_REGULATIONS'],
    location: 'Noordzeekust, Noord-Holland',
    province: 'NOORD_HOLLAND',
    client: 'Noordzee Netbeheer (fictief)',
    year: 2023,
    nl: {
      slug: 'aanlanding-windpark-op-zee',
      title: 'Aanlanding van een windpark op zee',
      intro: 'Een kabeltracé door de duinen zonder schade aan broedvogels.',
      challenge: 'De stroomkabel van een nieuw windpark op zee moest door beschermd duingebied aan land komen.',
      approach:
        'We voerden een passende beoordeling uit, stemden af met Duitse en Deense onderzoekers over trekvogels en stelden een werkprotocol op voor het broedseizoen.',
      result:
        'De kabel is met een gestuurde boring onder de duinen door aangelegd. Broedende tapuiten en kleine plevieren zijn niet verstoord.',
      keywords: ['windpark op zee', 'passende beoordeling', 'kabeltracé'],
    },
    en: {
      slug: 'landfall-of-an-offshore-wind-farm',
      title: 'Landfall of an offshore wind farm',
      intro: 'A cable route through the dunes without harming breeding birds.',
      challenge: 'The export cable of a new offshore wind farm had to come ashore through protected dunes.',
      approach:
        'We carried out an appropriate assessment, coordinated with German and Danish researchers on migratory birds and drew up a working protocol for the breeding season.',
      result:
        'The cable was laid under the dunes by directional drilling. Breeding wheatears and little ringed plovers were not disturbed.',
      keywords: ['offshore wind', 'appropriate assessment', 'cable route'],
    },
  },
  {
    id: 'project-international-delta',
    image: 'wetland',
    themes: ['RESTORATING_ECOLOGY', 'ADAPTING_TO_CLIMATE_CHANGE'],
    services: ['INTERNATIONAL', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'],
    location: 'Donaudelta, Roemenië',
    client: 'Europees samenwerkingsverband DeltaLife (fictief)',
    year: 2022,
    nl: {
      slug: 'wetlandherstel-donaudelta',
      title: 'Wetlandherstel in de Donaudelta',
      intro: 'Nederlandse kennis van rivieren ingezet in Roemenië.',
      challenge: 'Ingepolderde delen van de Donaudelta moesten weer onder invloed van de rivier komen.',
      approach:
        'Samen met Roemeense partners zetten we een meetnet op voor water, vis en vogels en analyseerden we de gegevens in een gedeelde database.',
      result: 'Na het openen van de dijken keerden lepelaars en pelikanen terug. Het meetnet wordt door lokale partners voortgezet.',
      keywords: ['Donaudelta', 'wetland', 'internationaal'],
    },
    en: {
      slug: 'wetland-restoration-in-the-danube-delta',
      title: 'Wetland restoration in the Danube Delta',
      intro: 'Dutch river expertise applied in Romania.',
      challenge: 'Embanked parts of the Danube Delta needed to be reconnected to the river.',
      approach:
        'Together with Romanian partners we set up a monitoring network for water, fish and birds and analysed the data in a shared database.',
      result: 'After the dykes were opened, spoonbills and pelicans returned. Local partners continue the monitoring network.',
      keywords: ['Danube Delta', 'wetland', 'international'],
    },
  },
];

/** The clients are fictitious and say so; on the English pages in English. */
const clientIn = (client: string, lang: 'nl' | 'en') =>
  lang === 'nl' ? client : client.replace(/\(fictief( project)?\)/, '(fictitious$1)');

export function projectPages(_context: DemoContext): DemoPage[] {
  return PROJECTS.map((project) => {
    const facts = (lang: 'nl' | 'en') =>
      lang === 'nl'
        ? `<p><strong>Locatie:</strong> ${project.location}<br><strong>Opdrachtgever:</strong> ${clientIn(project.client, lang)}<br><strong>Jaar:</strong> ${project.year}</p>`
        : `<p><strong>Location:</strong> ${project.location}<br><strong>Client:</strong> ${clientIn(project.client, lang)}<br><strong>Year:</strong> ${project.year}</p>`;
    const page = (lang: 'nl' | 'en') => {
      const text = project[lang];
      const labels = lang === 'nl' ? ['De opgave', 'Onze aanpak', 'Het resultaat'] : ['The challenge', 'Our approach', 'The result'];
      return {
        slug: `${lang === 'nl' ? 'projecten' : 'projects'}/${text.slug}`,
        title: text.title,
        seoTitle: `${text.title}`,
        seoDescription: text.intro,
        seoKeywords: text.keywords,
        ...(lang === 'en' ? { typeData: { client: clientIn(project.client, lang) } } : {}),
        blocks: [
          b.header(text.title, text.intro),
          b.image(project.image),
          b.rich(facts(lang) + h2(labels[0]!) + p(text.challenge) + h2(labels[1]!) + p(text.approach) + h2(labels[2]!) + p(text.result)),
        ],
      };
    };
    return {
      id: project.id,
      type: 'project',
      typeData: {
        themes: project.themes,
        services: project.services,
        location: project.location,
        client: project.client,
        year: project.year,
        ...(project.province ? { province: project.province } : {}),
      },
      image: project.image,
      tags: project.tags ? demoTags(...project.tags) : undefined,
      nl: page('nl'),
      en: page('en'),
    };
  });
}
