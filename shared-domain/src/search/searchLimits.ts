/** Shorter queries would match nearly every name: the field waits for more, the platform answers nothing. */
export const SEARCH_MIN_LENGTH = 2;
/** A longer query is no name anyone types: the field takes no more, the platform refuses it. */
export const SEARCH_MAX_LENGTH = 80;
