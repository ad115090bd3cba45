export { JackpotSlip } from './JackpotSlip';
export { useJackpotSlip, useJackpotSlipController } from './JackpotSlipProvider';
export { type SlipJackpot } from './jackpotSlipModel';
