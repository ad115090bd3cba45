import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// CI runs jest beside the build on two cores: a lazy chunk's import (the header's desktop bar) once took longer
// than Testing Library's 1 s. findBy* and waitFor still end the moment what they wait for is on screen.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the text encoders and element scrolling that browsers have.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Stores persist to localStorage; each test starts from an empty one.
beforeEach(() => localStorage.clear());
