/**
 * Group commit: calls made in the same turn of the event loop, or while earlier ones are with the
 * database, go together as one batch. An idle server sends a call alone, a turn later; a busy one pays the
 * database's per-statement cost (a round trip, a parse and plan, a commit) once per batch instead of once
 * per call. Waiting for the turn's end matters for the embedded database, which answers within the turn
 * that asks: without it nothing would ever wait beside anything. `run` answers every item of a batch,
 * each with its own outcome.
 */
export function createBatcher<In, Out>(
  run: (items: In[]) => Promise<PromiseSettledResult<Out>[]>,
  options: { maxInFlight: number; maxBatch: number },
): (item: In) => Promise<Out> {
  interface Waiting {
    item: In;
    resolve: (value: Out) => void;
    reject: (reason: unknown) => void;
  }
  const queue: Waiting[] = [];
  let inFlight = 0;
  let pumpScheduled = false;

  const send = (batch: Waiting[]) => {
    inFlight++;
    run(batch.map((waiting) => waiting.item))
      .then(
        (outcomes) =>
          batch.forEach((waiting, index) => {
            const outcome = outcomes[index];
            if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
            else waiting.reject(outcome ? outcome.reason : new Error('the batch gave no answer for this item'));
          }),
        (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
      )
      .finally(() => {
        inFlight--;
        pump();
      });
  };
  const pump = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) send(queue.splice(0, options.maxBatch));
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (pumpScheduled) return;
      pumpScheduled = true;
      setImmediate(() => {
        pumpScheduled = false;
        pump();
      });
    });
}
