import { sampleEvent } from '../testing/sampleEvents';
import { shownEventId, widgetEvent } from './streamWidgetRules';

const streamed = (id: number, overrides = {}) =>
  sampleEvent(id, { sportCode: 'CSGO', liveStreaming: true, clock: { minutes: 10, status: 'RUNNING' }, ...overrides });

describe('the live-stream widget', () => {
  it.each([
    ['/events/123-navi-v-vitality', 123],
    ['/live/456-g2-v-faze', 456],
    ['/live/sport', undefined],
    ['/live/sport/CSGO', undefined],
    ['/sports/FOOT', undefined],
    ['/homepage', undefined],
  ])('on %s shows event %p', (path, id) => {
    expect(shownEventId(path)).toBe(id);
  });

  it.each([
    ['the shown event, when it streams', streamed(1), [2, 1], [streamed(2)], 1],
    ['the first streamed live event, on a page without an event', undefined, [3, 2], [streamed(2), streamed(3)], 3],
    [
      'the first streamed live event, when the shown one is pre-match',
      streamed(1, { clock: undefined }),
      [1, 2],
      [streamed(2)],
      2,
    ],
    ['past a listed event that is not live (no clock)', undefined, [4, 2], [streamed(4, { clock: undefined }), streamed(2)], 2],
    ['past a sport that is not streamed', undefined, [5, 2], [streamed(5, { sportCode: 'FOOT' }), streamed(2)], 2],
    ['past a stream whose event is not in the live list', undefined, [9, 2], [streamed(2)], 2],
    ['nothing while no live event streams', undefined, [9], [streamed(2, { liveStreaming: false })], undefined],
  ])('plays %s', (_case, shown, streamIds, live, expected) => {
    expect(widgetEvent(shown, streamIds, live)?.id).toBe(expected);
  });
});
