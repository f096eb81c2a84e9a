import { fromPromise } from 'xstate';

export interface PendingCall<TOutput, TInput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

/** A promise actor whose calls the test settles by hand, recording each call's input and abort signal. */
export function controllableActor<TOutput, TInput = void>() {
  const calls: PendingCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: PendingCall<TOutput, TInput> = {
          input,
          signal,
          settled: false,
          resolve: (output) => {
            call.settled = true;
            resolve(output);
          },
          reject: (error) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  return {
    logic,
    calls,
    last(): PendingCall<TOutput, TInput> {
      const call = calls.at(-1);
      if (!call) throw new Error('No call was made');
      return call;
    },
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
