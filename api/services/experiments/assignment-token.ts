import { createHmac, timingSafeEqual } from 'node:crypto';
import { ASSIGNMENT_TOKEN, type VariantAssignment } from '../../../engine';

/** The name of the server secret assignments are signed with. */
export const ASSIGNMENT_SECRET = 'experiment-assignment';

const mac = (secret: string, experimentId: string, variant: string, assignmentId: string) =>
  createHmac('sha256', secret).update(`experiment-assignment.v1\n${experimentId}\n${variant}\n${assignmentId}`).digest('base64url');

/** The signed form of an assignment the server made: its id and an HMAC over the experiment, the variant and that id. */
export function signAssignment(secret: string, assignment: { experimentId: string; variant: string; assignmentId: string }): string {
  return `${assignment.assignmentId}.${mac(secret, assignment.experimentId, assignment.variant, assignment.assignmentId)}`;
}

/**
 * The id of the assignment a claim carries, when its token is one this server signed for exactly the
 * experiment and the variant claimed; null for a missing, altered or borrowed token (another experiment's,
 * another variant's).
 */
export function verifiedAssignmentId(secret: string, claim: VariantAssignment): string | null {
  const token = claim.token;
  if (token === undefined || !ASSIGNMENT_TOKEN.test(token)) return null;
  const dot = token.indexOf('.');
  const assignmentId = token.slice(0, dot);
  const expected = Buffer.from(mac(secret, claim.id, claim.variant, assignmentId));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? assignmentId : null;
}
