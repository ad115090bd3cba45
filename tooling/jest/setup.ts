import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router uses; browsers have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Stores persist to localStorage; each test starts from an empty one.
beforeEach(() => localStorage.clear());
