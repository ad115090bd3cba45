/** An outcome as the events remote sends it with betslip/toggle-outcome, for the betslip's tests. */
export const sampleSelection = (outcomeId: number, decimal = 1.5 + outcomeId) => ({
  outcomeId,
  outcomeDescription: `Team ${outcomeId}`,
  marketDescription: 'Match result',
  marketId: outcomeId * 10,
  marketTypeId: 1,
  eventDescription: `Match ${outcomeId}`,
  eventId: outcomeId * 100,
  decimal,
});
