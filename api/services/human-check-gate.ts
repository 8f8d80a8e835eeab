import { DomainError } from './domain-error';
import { humanCheckMessages, type HumanCheckProvider } from '../providers/human-check/human-check-provider';

export const humanCheckUnavailableMessage = 'The security verification could not be checked. Please try again.';

/**
 * Spends the request's human-check token, or throws the answer the forms show: 403 `human_check_required`
 * (missing, forged or spent), 403 `human_check_expired`, or 503 when the provider cannot be reached.
 * A token is single-use, so callers spend it after every other check of the request has passed.
 */
export async function requireHuman(provider: HumanCheckProvider, token: unknown, remoteIp: string): Promise<void> {
  const human = await provider.verify(token, remoteIp);
  if (human.ok) return;
  if (human.reason === 'unavailable') throw new DomainError('unavailable', 'human_check_unavailable', humanCheckUnavailableMessage);
  if (human.reason === 'expired') throw new DomainError('forbidden', 'human_check_expired', humanCheckMessages.expired, { turnstileToken: humanCheckMessages.expired });
  throw new DomainError('forbidden', 'human_check_required', humanCheckMessages.required, { turnstileToken: humanCheckMessages.required });
}
