export interface SimulatorOptions {
  /** Game seconds per real second. */
  speed: number;
  /** Live events the simulator keeps going at any moment. */
  liveTarget: number;
  seed: number;
  now: () => Date;
  /** The chance a feed with live events raises an alert, per real second (spec 2 section 4: RES-00249). */
  feedAlertChancePerSecond: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  speed: 20,
  liveTarget: 24,
  seed: Date.now() % 2 ** 31,
  now: () => new Date(),
  feedAlertChancePerSecond: 0.004,
};
