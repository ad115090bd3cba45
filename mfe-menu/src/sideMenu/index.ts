export { useOperatorText } from './useOperatorText';
