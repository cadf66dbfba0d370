/** The fixed lists of SPEC 3 (Team member, Content page types) used by typeData and filters. */
export const FUNCTION_GROUPS = ['MANAGEMENT', 'TEAM_LEADERS', 'RESEARCHERS_AND_ADVISORS', 'SUPPORT', 'HEAD_OF_DEPARTMENT'] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

export const FUNCTION_TITLES = [
  'NONE',
  'AD',
  'MSC',
  'BSC',
  'BASC',
  'MA',
  'BA',
  'BC',
  'DRS',
  'DRS_ING',
  'DRS_IR',
  'DR',
  'DR_ING',
  'DR_IR',
  'DR_H_C',
  'IR',
  'ING',
  'MR',
  'PHD',
] as const;
export type FunctionTitle = (typeof FUNCTION_TITLES)[number];

export const THEMES = [
  'NONE',
  'BIODIVERSITY',
  'RESTORATING_ECOLOGY',
  'WILDLIFE_INCLUSIVE_DESIGN',
  'RENEWABLE_ENERGY',
  'ADAPTING_TO_CLIMATE_CHANGE',
] as const;
export type Theme = (typeof THEMES)[number];

export const SERVICES = [
  'NONE',
  'MONITORING_AND_SURVEYS',
  'LAB_ANALYSES',
  'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES',
  'INTERNATIONAL',
  'LAWS_REGULATIONS',
  'LANDSCAPE_ARCHITECTURE',
] as const;
export type Service = (typeof SERVICES)[number];

/** The twelve Dutch provinces, for a project's region (issue 17: the project finder filters on it). */
export const PROVINCES = [
  'GRONINGEN',
  'FRIESLAND',
  'DRENTHE',
  'OVERIJSSEL',
  'FLEVOLAND',
  'GELDERLAND',
  'UTRECHT',
  'NOORD_HOLLAND',
  'ZUID_HOLLAND',
  'ZEELAND',
  'NOORD_BRABANT',
  'LIMBURG',
] as const;
export type Province = (typeof PROVINCES)[number];
