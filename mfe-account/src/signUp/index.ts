export { accountPaths, refusal } from './accountCalls';
