/**
 * How server markup hands an island its props: the element that carries `data-island` is
 * the hydration root and `data-props` holds the island component's props as JSON. The
 * server renders `<div data-island=… data-props=…><Island {...props} /></div>` and the
 * client calls `hydrateRoot(element, <Island {...props} />)`, so both sides render the same
 * component from the same props and hydration matches.
 */
export type IslandName = 'video-consent' | 'contact-form' | 'search-box';

export function islandAttributes(name: IslandName, props: object): { 'data-island': IslandName; 'data-props': string } {
  return { 'data-island': name, 'data-props': JSON.stringify(props) };
}

/** Reads the props back; a broken attribute gives null (the server markup then stays as is). */
export function readIslandProps(element: HTMLElement): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(element.dataset.props ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
