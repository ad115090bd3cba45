export { LiveStream } from './lazyLiveStream';
export { streamOffered } from './streamRules';
