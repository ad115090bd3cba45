import { installNativeAppGuard, nativeAppBlocksLink } from './nativeAppGuard';

const PAGE = 'https://sportsbook.example';

describe('what the native app content-only view blocks', () => {
  it.each([
    ['an event row to its event page', '/en/events/123-a-v-b', '', false],
    ['a full address on the same site', 'https://sportsbook.example/en/live/sport', '', false],
    ['an in-page anchor', '#markets', '', false],
    ['a link that stays in the tab explicitly', '/en/sports', '_self', false],
    ['the operator’s main site', 'https://www.operator.example/services', '', true],
    ['the same host on another port (another origin)', 'https://sportsbook.example:8443/en', '', true],
    ['a new window on the same site', '/en/public', '_blank', true],
    ['a named window', '/en/promotions', 'advert-1', true],
    ['a mail link', 'mailto:help@operator.example', '', true],
    ['a phone link', 'tel:+441234567', '', true],
  ])('%s (%s, target %p): blocked %p', (_what, href, target, blocked) => {
    expect(nativeAppBlocksLink({ href, target }, PAGE)).toBe(blocked);
  });
});

describe('the guard on a page', () => {
  let remove: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="out" href="https://www.operator.example/">Operator</a>
      <a id="in" href="/en/sports">Sports</a>
      <p id="text">Match of the day</p>
      <input id="stake" />`;
    remove = installNativeAppGuard(document);
  });
  afterEach(() => remove());

  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const press = (id: string, type: 'contextmenu' | 'selectstart') => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('makes a link off the site inert and leaves a link within the content alone', () => {
    // jsdom's page is http://localhost/: the operator's site is another origin.
    expect(click('out')).toBe(true);
    const followed = jest.fn((event: Event) => event.preventDefault());
    document.getElementById('in')!.addEventListener('click', followed);
    expect(click('in')).toBe(true);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('turns the long-press menu and text selection off, except in form fields', () => {
    expect(press('text', 'contextmenu')).toBe(true);
    expect(press('text', 'selectstart')).toBe(true);
    expect(press('stake', 'contextmenu')).toBe(false);
    expect(press('stake', 'selectstart')).toBe(false);
  });

  it('comes off when the mode ends', () => {
    remove();
    expect(click('out')).toBe(false);
    expect(press('text', 'contextmenu')).toBe(false);
    remove = () => undefined;
  });
});
