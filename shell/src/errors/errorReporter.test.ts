import { createErrorReporter } from './errorReporter';

describe('error reporter', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('sends a report with the page URL, once per error within the window', () => {
    const sent: object[] = [];
    const report = createErrorReporter((body) => sent.push(body));
    report({ remote: 'betslip', phase: 'load', message: 'manifest 404' });
    report({ remote: 'betslip', phase: 'load', message: 'manifest 404' });
    report({ remote: 'header', phase: 'load', message: 'manifest 404' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ remote: 'betslip', phase: 'load', message: 'manifest 404', url: window.location.href });
  });

  it('sends at most 50 reports from one page', () => {
    const sent: object[] = [];
    const report = createErrorReporter((body) => sent.push(body));
    for (let i = 0; i < 80; i++) report({ phase: 'render', message: `error ${i}` });
    expect(sent).toHaveLength(50);
  });
});
