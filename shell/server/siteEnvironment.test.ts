import { frameOriginsOf, readSiteEnvironment } from './siteEnvironment';

describe("the deployment's environment (spec 1 section 8)", () => {
  it.each<[string, Record<string, string | undefined>, object, string[]]>([
    [
      'both dst-props variables: the feature is on',
      { DST_PROPS_URL: 'https://props.example/embed?skin=dark', DST_PROPS_OPERATOR_ID: 'op-7' },
      { dstProps: { url: 'https://props.example/embed?skin=dark', operatorId: 'op-7' } },
      [],
    ],
    [
      'values with spaces around them, as an env file may leave them',
      { DST_PROPS_URL: ' http://localhost:4000/api/games/dst-props/play?mode=real ', DST_PROPS_OPERATOR_ID: 'local\n' },
      { dstProps: { url: 'http://localhost:4000/api/games/dst-props/play?mode=real', operatorId: 'local' } },
      [],
    ],
    ['neither variable', {}, {}, ['dst-props is off: DST_PROPS_URL and DST_PROPS_OPERATOR_ID not set']],
    [
      'the operator id missing',
      { DST_PROPS_URL: 'https://props.example/embed' },
      {},
      ['dst-props is off: DST_PROPS_OPERATOR_ID not set'],
    ],
    ['an empty URL', { DST_PROPS_URL: '  ', DST_PROPS_OPERATOR_ID: 'op-7' }, {}, ['dst-props is off: DST_PROPS_URL not set']],
    [
      'a relative URL',
      { DST_PROPS_URL: '/dst', DST_PROPS_OPERATOR_ID: 'op-7' },
      {},
      ['dst-props is off: DST_PROPS_URL is not an absolute http(s) URL: /dst'],
    ],
    [
      'a script URL',
      { DST_PROPS_URL: 'javascript:alert(1)', DST_PROPS_OPERATOR_ID: 'op-7' },
      {},
      ['dst-props is off: DST_PROPS_URL is not an absolute http(s) URL: javascript:alert(1)'],
    ],
  ])('%s', (_case, variables, environment, errors) => {
    expect(readSiteEnvironment(variables)).toEqual({ environment, errors });
  });

  it('lets the page frame the dst-props origin alone', () => {
    expect(
      frameOriginsOf({ dstProps: { url: 'http://localhost:4000/api/games/dst-props/play?mode=real', operatorId: 'x' } }),
    ).toEqual(['http://localhost:4000']);
    expect(frameOriginsOf({})).toEqual([]);
  });
});
