import { createRemoteRenderer } from '@sportsbook/server-render';
import { App, loadPages, pageStatus, rendersOnServer } from './App';
import { LiveStream } from './streaming/lazyLiveStream';
import { BoostedPrice } from './priceBoosts/lazyBoostedPrice';
import { BetBuilder } from './betBuilder/lazyBetBuilder';
import { LiveMedia } from './tracker/lazyLiveMedia';

// Every page's code is in this one file: loaded as the server starts, so no render spends a pass waiting for
// a page's chunk (the renderer would wait a turn for it and render again).
void loadPages();
void LiveStream.load();
void BoostedPrice.load();
void BetBuilder.load();
void LiveMedia.load();

// The server build's entry (dist/server/render.js): the shell's server renders the first view with it, and
// this very release's browser build hydrates that markup.
export const render = createRemoteRenderer('events', App, { buildId: __SPORTSBOOK_BUILD_ID__ }, rendersOnServer, pageStatus);
export { firstViewPlan } from './firstView/firstViewPlan';
