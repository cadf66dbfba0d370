/**
 * The paths of a block's props that hold words: plain strings, lists of strings, and
 * "list.field" for a string field of the objects in a list.
 *
 * What a block type lists is what a visitor reads as the page's content. UI strings (a search
 * box's placeholder), addresses, ids, enum settings and numbers are left out, and so are button
 * and card link labels ("Lees meer", "Neem contact op"): they are navigation, the same on many
 * pages. Rich-text props (richTextProps) are indexed as their text.
 */
export type SearchablePath<Props> = {
  [Key in keyof Props & string]: Props[Key] extends string | readonly string[]
    ? Key
    : Props[Key] extends readonly (infer Item)[]
      ? Item extends object
        ? `${Key}.${{ [Field in keyof Item & string]: Item[Field] extends string ? Field : never }[keyof Item & string]}`
        : never
      : never;
}[keyof Props & string];
