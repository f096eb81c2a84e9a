import path from 'node:path';

/**
 * The browser tests run in E2E_WORKERS workers (2 by default), each against its own server: a spec's changes to
 * stock, settings or the mail outbox stay on the server its worker uses, as they did with one worker. Server i listens
 * on E2E_PORT + 10 i (its fake location and map services on the next two ports) and keeps its data in its own folder.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || 2);
export const FIRST_PORT = Number(process.env.E2E_PORT || 4317);

export const serverPort = (parallelIndex: number) => FIRST_PORT + 10 * parallelIndex;
export const serverURL = (parallelIndex: number) => `http://127.0.0.1:${serverPort(parallelIndex)}`;
/** The data folder of server i, inside the run's E2E_DATA_DIR (the tests read its mail outbox there). */
export const serverDataDir = (parallelIndex: number) => path.join(process.env.E2E_DATA_DIR!, `server-${parallelIndex}`);
