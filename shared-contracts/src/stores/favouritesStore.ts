import { safeStorage } from './safeStorage';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface FavouritesState {
  items: { id: number }[];
  toggle(id: number): void;
  set(ids: number[]): void;
  clear(): void;
  has(id: number): boolean;
}

export function createFavouritesStore() {
  return createStore<FavouritesState>()(
    persist(
      (set, get) => ({
        items: [],
        toggle: (id) =>
          set((state) => ({
            items: state.items.some((item) => item.id === id)
              ? state.items.filter((item) => item.id !== id)
              : [...state.items, { id }],
          })),
        set: (ids) => set({ items: [...new Set(ids)].map((id) => ({ id })) }),
        clear: () => set({ items: [] }),
        has: (id) => get().items.some((item) => item.id === id),
      }),
      { name: 'sb-favourites', storage: createJSONStorage(() => safeStorage()), partialize: (s) => ({ items: s.items }) },
    ),
  );
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;
