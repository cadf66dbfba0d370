import type { BlockProps, BlockType } from '../../../shared/blocks/definitions.ts';

/**
 * The paths of a block's props that hold words: plain strings, lists of strings, and
 * "list.field" for a string field of the objects in a list.
 */
type TextPath<Props> = {
  [Key in keyof Props & string]: Props[Key] extends string | readonly string[]
    ? Key
    : Props[Key] extends readonly (infer Item)[]
      ? Item extends object
        ? `${Key}.${{ [Field in keyof Item & string]: Item[Field] extends string ? Field : never }[keyof Item & string]}`
        : never
      : never;
}[keyof Props & string];

/**
 * Per block type, the props a visitor reads as the page's content: what the search index and
 * its snippets hold. Anything not listed is never indexed: UI strings (a search box's
 * placeholder), addresses, ids, enum settings and numbers. Button and card link labels
 * ("Lees meer", "Neem contact op") are navigation, the same on many pages, so they are left out
 * too. Rich-text props (the registry's richTextProps) are indexed as their text. The map is
 * typed by the block registry: a new block type without an entry here is a compile error.
 */
export const SEARCHABLE_PROPS: { readonly [Type in BlockType]: readonly TextPath<BlockProps<Type>>[] } = {
  hero: ['title', 'subtitle'],
  pageHeader: ['title', 'intro'],
  richText: ['html'],
  image: ['caption'],
  textWithImage: ['title', 'html'],
  buttons: [],
  threeCards: ['title', 'cards.title', 'cards.text'],
  quote: ['text', 'author', 'role'],
  video: ['title'],
  pageList: ['title'],
  relatedProjects: ['title'],
  teamMembers: ['title', 'intro'],
  teamMember: ['name', 'function', 'description', 'specialties'],
  officesMap: ['title'],
  contactForm: ['title', 'intro'],
  searchBox: ['title'],
  callToAction: ['title', 'text'],
};
