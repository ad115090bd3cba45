import { css } from '@emotion/react';

/** Page-wide styles: theme variables for both modes, the page grid and the areas the remotes sit in. */
export const globalStyles = css`
  :root {
    --sb-header-height: 50px;
    --sb-side-width: 380px;
    --sb-footer-height: 50px;
    /* Room the mobile bottom navigation takes; fixed bars sit above it. */
    --sb-bottom-inset: 0px;
    --sb-radius: 8px;
    --sb-font: 'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  }
  :root[data-theme='dark'] {
    --sb-bg: #0e1217;
    --sb-surface: #171d25;
    --sb-surface-2: #202834;
    --sb-border: #2c3644;
    --sb-text: #eef2f6;
    --sb-text-muted: #9aa7b6;
    --sb-accent: #ffc629;
    --sb-accent-text: #14181d;
    --sb-positive: #27c46b;
    --sb-negative: #ff5a5f;
    --sb-link: #7cc4ff;
  }
  :root[data-theme='light'] {
    --sb-bg: #eef1f5;
    --sb-surface: #ffffff;
    --sb-surface-2: #f4f6f9;
    --sb-border: #d7dde5;
    --sb-text: #121821;
    --sb-text-muted: #5b6776;
    --sb-accent: #0a5fdf;
    --sb-accent-text: #ffffff;
    --sb-positive: #128a46;
    --sb-negative: #d42b30;
    --sb-link: #0b57c9;
  }
  @media (min-width: 1024px) {
    :root {
      --sb-header-height: 80px;
    }
  }
  /* From 1024 to 1279 px three columns share little room: a narrower side column keeps the centre's team
     names and prices readable. */
  @media (min-width: 1024px) and (max-width: 1279px) {
    :root {
      --sb-side-width: 300px;
    }
  }
  @media (min-width: 1366px) {
    :root {
      --sb-side-width: 420px;
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    background: var(--sb-bg);
    color: var(--sb-text);
    font-family: var(--sb-font);
    font-size: 14px;
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: var(--sb-link);
  }
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--sb-accent);
    outline-offset: 2px;
  }
  .sb-page[data-bottom-nav='true'] {
    --sb-bottom-inset: 56px;
  }
  .sb-page {
    padding-bottom: var(--sb-bottom-inset);
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  [data-area='header'] {
    position: sticky;
    top: 0;
    z-index: 40;
    min-height: var(--sb-header-height);
    background: var(--sb-surface);
    border-bottom: 1px solid var(--sb-border);
  }
  /* A full screen for the regions before they have loaded, so the footer never starts on screen and
     jumps down as they fill it (layout shift), and its sanitiser is not needed on the first view. */
  .sb-body {
    flex: 1;
    min-height: 100vh;
    display: grid;
    gap: 12px;
    padding: 12px;
    align-items: start;
  }
  [data-area='left'] {
    grid-area: left;
    position: sticky;
    top: calc(var(--sb-header-height) + 12px);
  }
  [data-area='centre'] {
    grid-area: centre;
    min-width: 0;
  }
  [data-area='right'] {
    grid-area: right;
    display: flex;
    flex-direction: column;
    gap: 12px;
    position: sticky;
    top: calc(var(--sb-header-height) + 12px);
  }
  .sb-page[data-left-filled='false'] [data-area='left'],
  .sb-page[data-right-filled='false'] [data-area='right'] {
    display: none;
  }
  /* The drawer ends above the bottom navigation: its items stay tappable while the menu is open. */
  [data-area='drawer'] {
    position: fixed;
    inset: 0 auto var(--sb-bottom-inset) 0;
    /* Spec 1 section 2.8: the mobile drawer is 380 px, narrower only on a screen narrower than that. */
    width: min(380px, 100vw);
    z-index: 60;
    background: var(--sb-surface);
    transform: translateX(-100%);
    transition: transform 0.2s ease;
    overflow-y: auto;
    visibility: hidden;
  }
  /* Spec 1 section 4: an open menu locks the page's scrolling; the drawer scrolls on its own. */
  :root:has(.sb-page[data-mobile-menu-open='true']) {
    overflow: hidden;
  }
  .sb-page[data-mobile-menu-open='true'] [data-area='drawer'] {
    transform: none;
    visibility: visible;
    box-shadow: 0 0 40px rgb(0 0 0 / 45%);
  }
  [data-area='sheet'] {
    position: fixed;
    left: 0;
    right: 0;
    bottom: var(--sb-bottom-inset);
    z-index: 50;
    max-height: 85vh;
    overflow-y: auto;
  }
  /* Native app: the open betslip covers the whole screen, as the app's own sheet would. */
  .sb-page[data-native-app='true'][data-betslip-open='true'] [data-area='sheet'] {
    top: 0;
    bottom: 0;
    max-height: none;
    background: var(--sb-surface);
  }
  /* Modals of the account remote position themselves; the area itself takes no room. */
  [data-area='overlay'] {
    position: fixed;
    top: 0;
    left: 0;
    width: 0;
    height: 0;
    z-index: 70;
  }
  [data-area='footer'] {
    min-height: var(--sb-footer-height);
    padding: 12px 16px;
    border-top: 1px solid var(--sb-border);
    background: var(--sb-surface);
    color: var(--sb-text-muted);
    font-size: 12px;
  }
  /* In a frame the parent sizes the frame from the content's height: the page is as tall as its content. */
  .sb-page[data-embedded='true'],
  .sb-page[data-embedded='true'] .sb-body {
    min-height: 0;
  }
  .sb-page[data-native-app='true'] [data-area='footer'] {
    display: none;
  }
  .sb-page[data-static='true'] .sb-body {
    display: none;
  }
  .sb-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .sb-remote-fallback {
    border: 1px dashed var(--sb-border);
    border-radius: var(--sb-radius);
    background: var(--sb-surface);
    color: var(--sb-text-muted);
    padding: 16px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .sb-remote-fallback p {
    margin: 0;
  }
  .sb-remote-fallback button {
    border: 0;
    border-radius: 6px;
    padding: 8px 14px;
    cursor: pointer;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    font-weight: 600;
  }
`;
