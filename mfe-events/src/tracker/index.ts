export { LiveMedia } from './lazyLiveMedia';
