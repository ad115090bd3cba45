import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the text encoders and element scrolling that browsers have.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Stores persist to localStorage; each test starts from an empty one.
beforeEach(() => localStorage.clear());
