/** A JSON-LD value; `undefined` members are left out when serialised (optional properties). */
export type JsonLdValue = string | number | boolean | null | JsonLdNode | readonly JsonLdValue[];
export interface JsonLdNode {
  [property: string]: JsonLdValue | undefined;
}

export const SCHEMA_ORG = 'https://schema.org';

/**
 * Characters that may not appear literally inside an inline <script> (or that older parsers
 * treat as line ends): escaped as JSON \u sequences, which parse back to the same text. `<`
 * is the one that matters: without it a title like "</script><script>…" would close the block
 * and run as script.
 */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The body of a `<script type="application/ld+json">`: the nodes as one schema.org graph. */
export function serializeJsonLd(graph: readonly JsonLdNode[]): string {
  return JSON.stringify({ '@context': SCHEMA_ORG, '@graph': graph }).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character]!,
  );
}
