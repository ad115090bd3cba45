export { createErrorReporter } from './errorReporter';
