import '@testing-library/jest-dom';

// Stores persist to localStorage; each test starts from an empty one.
beforeEach(() => localStorage.clear());
