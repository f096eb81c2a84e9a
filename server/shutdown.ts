/**
 * How `npm start` stops. A supervisor (systemd, Docker's init, Ctrl-C in a terminal) signals the whole process group,
 * so the server hears SIGTERM twice: once itself, once forwarded by npm. The first signal starts an orderly stop
 * (finish what is in flight, close, exit 0); a second one within it only says so; a third stops at once. The stop also
 * ends at once if it outlasts `deadlineMs`. An error nobody caught stops the server the same orderly way, with exit 1.
 */
export function stopOnSignals(
  stop: (reason: string) => Promise<void>,
  deadlineMs: number,
  log: Pick<Console, 'log' | 'error'> = console,
): void {
  let signals = 0;
  let stopping = false;

  async function stopOnce(reason: string, code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      log.error(`Still stopping after ${deadlineMs} ms: exiting now.`);
      process.exit(1);
    }, deadlineMs);
    try {
      await stop(reason);
    } catch (error) {
      log.error(error);
      code = 1;
    }
    clearTimeout(deadline);
    process.exit(code);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    if (signals === 1) {
      log.log(`${signal}: finishing the requests in flight, then stopping.`);
      void stopOnce(signal, 0);
    } else if (signals === 2) {
      log.log(`${signal} again: still finishing the requests in flight (send it once more to stop at once).`);
    } else {
      log.error(`${signal} a third time: stopping now.`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  const onError = (error: unknown) => {
    log.error(error);
    void stopOnce('error', 1);
  };
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
}
