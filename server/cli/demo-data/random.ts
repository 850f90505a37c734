/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit seeded generator, good enough for fake traffic (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A picker of one of `choices`, each as likely as its weight. */
export function weighted<T>(choices: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let left = random() * total;
    for (const [value, weight] of choices) {
      left -= weight;
      if (left < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  };
}

/** One of `items`, each as likely. */
export const oneOf = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;
