import { safeStorage } from './safeStorage';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ModalFlags } from '../domain/player';
import type { MyBetsModalState } from '../domain/mybets';

export type ModalName = keyof ModalFlags;

const CLOSED_MODALS: ModalFlags = {
  isLoginOpen: false,
  isOTPFormOpen: false,
  isQuestionFormOpen: false,
  isTermsOfUseOpen: false,
  isBoostOddsOpen: false,
};

export interface UiState {
  modals: ModalFlags;
  mobileMenuOpen: boolean;
  desktopMenuOpen: boolean;
  toggledMenuSection: string | null;
  betslipOpen: boolean;
  betslipCount: number;
  /** Outcomes on the betslip, so every list can show them as selected. */
  betslipOutcomeIds: number[];
  myBetsModalState: MyBetsModalState;
  /** Native-app content-only mode: no header, side columns or footer. */
  nativeApp: boolean;
  embedded: boolean;
  /** The origin id the page's betslip-origin parameter names, sent with bets instead of the mode's own. */
  betslipOrigin: number | null;
  isDesktop: boolean;
  isWide: boolean;
  /** The mobile bottom navigation is on screen: the shell keeps room for it below the page and the betslip bar. */
  bottomNavShown: boolean;
  setModal(name: ModalName, open: boolean): void;
  closeModals(): void;
  setMobileMenuOpen(open: boolean): void;
  setDesktopMenuOpen(open: boolean): void;
  setToggledMenuSection(section: string | null): void;
  setBetslip(patch: { open?: boolean; count?: number; outcomeIds?: number[] }): void;
  setMyBetsModalState(state: MyBetsModalState): void;
  setMode(patch: { nativeApp?: boolean; embedded?: boolean; betslipOrigin?: number | null }): void;
  setViewport(width: number): void;
  setBottomNavShown(shown: boolean): void;
}

/** Spec 1 section 9 breakpoints. */
export const DESKTOP_MIN_WIDTH = 1024;
export const WIDE_MIN_WIDTH = 1366;

export function createUiStore() {
  return createStore<UiState>()(
    persist(
      (set) => ({
        modals: CLOSED_MODALS,
        mobileMenuOpen: false,
        desktopMenuOpen: true,
        toggledMenuSection: null,
        betslipOpen: false,
        betslipCount: 0,
        betslipOutcomeIds: [],
        myBetsModalState: 'closed',
        nativeApp: false,
        embedded: false,
        betslipOrigin: null,
        isDesktop: true,
        isWide: false,
        bottomNavShown: false,
        setModal: (name, open) => set((state) => ({ modals: { ...state.modals, [name]: open } })),
        closeModals: () => set((state) => ({ modals: { ...CLOSED_MODALS, isTermsOfUseOpen: state.modals.isTermsOfUseOpen } })),
        setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
        setDesktopMenuOpen: (desktopMenuOpen) => set({ desktopMenuOpen }),
        setToggledMenuSection: (toggledMenuSection) => set({ toggledMenuSection }),
        setBetslip: ({ open, count, outcomeIds }) =>
          set((state) => ({
            betslipOpen: open ?? state.betslipOpen,
            betslipCount: outcomeIds?.length ?? count ?? state.betslipCount,
            betslipOutcomeIds: outcomeIds ?? state.betslipOutcomeIds,
          })),
        setMyBetsModalState: (myBetsModalState) => set({ myBetsModalState }),
        setMode: (patch) => set(patch),
        setViewport: (width) => set({ isDesktop: width >= DESKTOP_MIN_WIDTH, isWide: width >= WIDE_MIN_WIDTH }),
        setBottomNavShown: (bottomNavShown) => set({ bottomNavShown }),
      }),
      {
        name: 'sb-ui',
        storage: createJSONStorage(() => safeStorage()),
        // Spec: of the modal flags only isTermsOfUseOpen persists; the mobile menu never does.
        partialize: (state) => ({
          modals: { ...CLOSED_MODALS, isTermsOfUseOpen: state.modals.isTermsOfUseOpen },
          desktopMenuOpen: state.desktopMenuOpen,
        }),
        merge: (persisted, current) => {
          const saved = (persisted ?? {}) as Partial<UiState>;
          return {
            ...current,
            desktopMenuOpen: saved.desktopMenuOpen ?? current.desktopMenuOpen,
            modals: { ...CLOSED_MODALS, isTermsOfUseOpen: saved.modals?.isTermsOfUseOpen ?? false },
          };
        },
      },
    ),
  );
}

export type UiStore = ReturnType<typeof createUiStore>;
