import type { ImageRecipe } from './demo-images.ts';

export interface CatalogImage {
  folder: 'Landscapes' | 'Projects' | 'Innovation' | 'Team';
  fileName: string;
  width: number;
  height: number;
  recipe: ImageRecipe;
  alt: { nl: string; en: string };
}

const hero = (fileName: string, recipe: ImageRecipe, nl: string, en: string): CatalogImage => ({
  folder: 'Landscapes',
  fileName,
  width: 1600,
  height: 900,
  recipe,
  alt: { nl, en },
});
const card = (folder: CatalogImage['folder'], fileName: string, recipe: ImageRecipe, nl: string, en: string): CatalogImage => ({
  folder,
  fileName,
  width: 1200,
  height: 800,
  recipe,
  alt: { nl, en },
});
const scene = (
  scene: Extract<ImageRecipe, { kind: 'scene' }>['scene'],
  animal: Extract<ImageRecipe, { kind: 'scene' }>['animal'],
  seed: number,
): ImageRecipe => ({ kind: 'scene', scene, animal, seed });
const pattern = (pattern: Extract<ImageRecipe, { kind: 'pattern' }>['pattern'], seed: number): ImageRecipe => ({
  kind: 'pattern',
  pattern,
  seed,
});
const portrait = (fileName: string, seed: number): CatalogImage => ({
  folder: 'Team',
  fileName,
  width: 800,
  height: 800,
  recipe: { kind: 'portrait', seed },
  alt: { nl: 'Geïllustreerd portret van een medewerker', en: 'Illustrated portrait of a team member' },
});

/** Every illustration of the demo site; content refers to them by key. */
export const IMAGE_CATALOG = {
  river: hero(
    'rivierlandschap.jpg',
    scene('river', 'birds', 11),
    'Geïllustreerd rivierlandschap met een slingerende rivier, bomen en vogels',
    'Illustrated river landscape with a meandering river, trees and birds',
  ),
  heath: hero(
    'heide.jpg',
    scene('heath', 'none', 12),
    'Geïllustreerde heide in bloei met verspreide dennen',
    'Illustrated heathland in bloom with scattered pines',
  ),
  forest: hero(
    'bos.jpg',
    scene('forest', 'birds', 13),
    'Geïllustreerd naaldbos met een vlucht vogels',
    'Illustrated coniferous forest with a flock of birds',
  ),
  meadow: hero(
    'bloemrijk-grasland.jpg',
    scene('meadow', 'bee', 14),
    'Geïllustreerd bloemrijk grasland met een bij',
    'Illustrated flower-rich grassland with a bee',
  ),
  dunes: hero(
    'duinen.jpg',
    scene('dunes', 'deer', 15),
    'Geïllustreerd duinlandschap met helmgras en een ree',
    'Illustrated dune landscape with marram grass and a roe deer',
  ),
  wetland: hero(
    'moeras.jpg',
    scene('wetland', 'birds', 16),
    'Geïllustreerd moeras met riet en overvliegende vogels',
    'Illustrated wetland with reeds and birds overhead',
  ),
  coast: card(
    'Landscapes',
    'kust.jpg',
    scene('coast', 'birds', 17),
    'Geïllustreerde kust met zee en duinen',
    'Illustrated coastline with sea and dunes',
  ),
  pattern: card(
    'Landscapes',
    'bladpatroon.jpg',
    pattern('leaves', 18),
    'Abstract patroon van groene bladeren',
    'Abstract pattern of green leaves',
  ),

  churchBats: card(
    'Projects',
    'vleermuizen-kerkzolder.jpg',
    scene('city', 'bat', 21),
    'Illustratie van een vleermuis boven de daken van een stad',
    'Illustration of a bat above town rooftops',
  ),
  otterRoad: card(
    'Projects',
    'otterpassage.jpg',
    scene('river', 'otter', 22),
    'Illustratie van een otter langs een rivieroever',
    'Illustration of an otter on a riverbank',
  ),
  housing: card(
    'Projects',
    'natuurinclusief-wonen.jpg',
    scene('city', 'birds', 23),
    'Illustratie van woongebouwen met groene daken en gierzwaluwen',
    'Illustration of apartment blocks with green roofs and swifts',
  ),
  solarPark: card(
    'Projects',
    'zonnepark.jpg',
    scene('solar', 'bee', 24),
    'Illustratie van een zonnepark met bloemrijke stroken tussen de panelen',
    'Illustration of a solar park with flower-rich strips between the panels',
  ),
  peat: card(
    'Projects',
    'veenweide.jpg',
    scene('peat', 'birds', 25),
    'Illustratie van een veenweide met sloten en een windmolen',
    'Illustration of a peat meadow with ditches and a windmill',
  ),
  riverEdna: card(
    'Projects',
    'rivier-edna.jpg',
    scene('river', 'none', 26),
    'Illustratie van een rivier waarin watermonsters worden genomen',
    'Illustration of a river where water samples are taken',
  ),
  heathProject: card(
    'Projects',
    'heideherstel.jpg',
    scene('heath', 'birds', 27),
    'Illustratie van herstelde heide',
    'Illustration of restored heathland',
  ),
  dunesProject: card(
    'Projects',
    'duinvallei.jpg',
    scene('dunes', 'none', 28),
    'Illustratie van een vochtige duinvallei',
    'Illustration of a wet dune slack',
  ),
  forestProject: card(
    'Projects',
    'klimaatbos.jpg',
    scene('forest', 'deer', 29),
    'Illustratie van een gemengd bos met een ree',
    'Illustration of a mixed forest with a roe deer',
  ),
  wetlandProject: card(
    'Projects',
    'waterberging.jpg',
    scene('wetland', 'otter', 30),
    'Illustratie van een waterbergingsgebied met riet',
    'Illustration of a water retention area with reeds',
  ),
  meadowProject: card(
    'Projects',
    'dijkgrasland.jpg',
    scene('meadow', 'birds', 31),
    'Illustratie van bloemrijk dijkgrasland',
    'Illustration of flower-rich dyke grassland',
  ),
  coastProject: card(
    'Projects',
    'windpark-zee.jpg',
    scene('coast', 'none', 32),
    'Illustratie van de kust waar een windpark op zee wordt aangesloten',
    'Illustration of the coast where an offshore wind farm comes ashore',
  ),

  edna: card(
    'Innovation',
    'edna.jpg',
    pattern('helix', 41),
    'Abstracte dubbele helix als symbool voor DNA-onderzoek',
    'Abstract double helix symbolising DNA research',
  ),
  acoustic: card(
    'Innovation',
    'akoestische-monitoring.jpg',
    pattern('soundwave', 42),
    'Abstracte geluidsgolf van een vleermuisroep',
    'Abstract sound wave of a bat call',
  ),
  drone: card(
    'Innovation',
    'dronekartering.jpg',
    pattern('contours', 43),
    'Abstracte hoogtelijnen en raster van een dronekaart',
    'Abstract contour lines and grid of a drone map',
  ),
  data: card(
    'Innovation',
    'data-analyse.jpg',
    pattern('datapoints', 44),
    'Abstracte puntenwolk met een trendlijn',
    'Abstract scatter plot with a trend line',
  ),

  portrait1: portrait('portret-01.jpg', 51),
  portrait2: portrait('portret-02.jpg', 52),
  portrait3: portrait('portret-03.jpg', 53),
  portrait4: portrait('portret-04.jpg', 54),
  portrait5: portrait('portret-05.jpg', 55),
  portrait6: portrait('portret-06.jpg', 56),
} satisfies Record<string, CatalogImage>;

export type ImageKey = keyof typeof IMAGE_CATALOG;
