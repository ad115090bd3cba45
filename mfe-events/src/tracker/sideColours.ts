/** The sides' colours on every pitch and court, each readable on the grass, the wood and the hard court alike. */
export const SIDE_COLOURS = ['#4cc9f0', '#ff9f1c'] as const;

/** Where the ball sits across the pitch, moved a little with each picture so play looks alive. */
export const across = (n: number, spread: number) => (((n * 37) % 21) - 10) * (spread / 10);
