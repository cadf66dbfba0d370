import { create } from 'zustand';
import type { NavigationItem } from './navigation-items.ts';

interface NavigationRegistryState {
  hostItems: NavigationItem[];
}

/**
 * Extra menu items supplied by the host (SPEC 2.1). A host registers them before
 * rendering (or at any time; the menu updates) and they appear after the built-in items.
 */
export const useNavigationRegistry = create<NavigationRegistryState>()(() => ({ hostItems: [] }));

export function registerNavigationItems(items: NavigationItem[]): () => void {
  useNavigationRegistry.setState((state) => ({ hostItems: [...state.hostItems, ...items] }));
  return () => useNavigationRegistry.setState((state) => ({ hostItems: state.hostItems.filter((item) => !items.includes(item)) }));
}
