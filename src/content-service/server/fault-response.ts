import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { sendJsonText } from '../../http/json-response.js';
import type { FaultOptions } from '../../config/fault-spec.js';
import type { FaultDecision } from './faults.js';
import { corsHeaders, sendCdaError } from './cda-answers.js';

/**
 * Plays an injected fault: waits its delay (cut short by `signal`), then answers 429, 5xx or a truncated body.
 * Resolves true when the request has been answered, false when it should be served normally.
 */
export async function playFault(
  res: ServerResponse,
  fault: FaultDecision,
  options: FaultOptions,
  signal: AbortSignal,
): Promise<boolean> {
  if (fault.delayMs > 0) await delay(fault.delayMs, undefined, { signal }).catch(() => undefined);
  switch (fault.outcome) {
    case '429':
      sendCdaError(res, 429, 'RATE_LIMIT_EXCEEDED', 'Too many requests (injected fault)', {
        'X-RateLimit-Reset': String(options.resetSeconds ?? 1),
      });
      return true;
    case '5xx':
      sendCdaError(res, options.errorStatus ?? 503, 'INTERNAL_ERROR', 'Server error (injected fault)');
      return true;
    case 'malformed':
      sendJsonText(res, 200, '{"data":{"_malformed":', corsHeaders);
      return true;
    case 'ok':
      return false;
  }
}
