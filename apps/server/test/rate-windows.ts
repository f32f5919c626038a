/**
 * Runs `attempt` inside one budget window: the counts start again when a window ends, so an
 * attempt that straddled two windows is run once more (with fresh accounts: it makes its own).
 */
export async function inOneWindow<T>(windowSeconds: number, attempt: () => Promise<T>): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / (windowSeconds * 1000));
  for (let tries = 0; ; tries += 1) {
    const started = windowOf();
    try {
      const result = await attempt();
      if (windowOf() === started || tries >= 2) return result;
    } catch (failure) {
      // an assertion that failed because the counts restarted half way is not a failure
      if (windowOf() === started || tries >= 2) throw failure;
    }
  }
}
