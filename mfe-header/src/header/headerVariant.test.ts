import { headerVariant } from './headerVariant';

const flags = { clem_show_header: true, clem_external_header_enabled: false, enable_rebranding: false };

describe('header variant', () => {
  it.each([
    [{}, true, 'classic'],
    [{}, false, 'classic'],
    [{ enable_rebranding: true }, true, 'rebranded'],
    [{ clem_external_header_enabled: true }, true, 'external'],
    [{ clem_external_header_enabled: true }, false, 'classic'],
    [{ clem_external_header_enabled: true, enable_rebranding: true }, true, 'external'],
    [{ clem_external_header_enabled: true, enable_rebranding: true }, false, 'rebranded'],
    [{ clem_show_header: false, enable_rebranding: true }, true, 'none'],
  ])('%j on desktop %s gives %s', (patch, isDesktop, expected) => {
    expect(headerVariant({ ...flags, ...patch }, isDesktop)).toBe(expected);
  });
});
