import { exchange, type Exchange } from './raw-exchange.js';
import { recordAnswer, type RecordedAnswer } from './recorded-answer.js';
import type { ReplayTarget } from './replay-target.js';

/** The answers of one server, by request name, in the order sent. */
export type Recording = Record<string, RecordedAnswer>;

/** Starts `target`, sends its requests one after the other, and returns its recorded answers. */
export async function replay(target: ReplayTarget): Promise<Recording> {
  const server = await target.start();
  const answers: Recording = {};
  let previous: Exchange | undefined;
  try {
    for (const request of server.requests) {
      if (request.name in answers) throw new Error(`${target.name}: two requests named "${request.name}"`);
      previous = await exchange(server.port, request, previous);
      await server.settle?.();
      answers[request.name] = recordAnswer(previous, server.body);
    }
  } finally {
    await server.close();
  }
  return answers;
}
