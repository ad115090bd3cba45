export { RiskGroupNotice } from './RiskGroupNotice';
