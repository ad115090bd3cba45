import { failedCall } from './failedCall';

describe('a failed call', () => {
  it('reads status and code from an HTTP error and nothing from a network error', () => {
    expect(failedCall({ response: { status: 403, data: { code: 'INT008' } } })).toEqual({ status: 403, code: 'INT008' });
    expect(failedCall(new Error('network down'))).toEqual({});
  });
});
