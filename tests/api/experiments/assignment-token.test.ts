import { describe, expect, it } from 'vitest';
import { signAssignment, verifiedAssignmentId } from '../../../api/services/experiments/assignment-token';
import { readAssignment } from '../../../engine';

const secret = 'a-server-secret-of-some-length';
const assignmentId = '7d4e2c10-5b3a-4f61-9c2e-0a1b2c3d4e5f';

describe('a signed experiment assignment', () => {
  const token = signAssignment(secret, { experimentId: 'exp-1', variant: 'B', assignmentId });

  it('is the assignment id and a signature, in the shape a stored or sent assignment keeps', () => {
    expect(token.startsWith(`${assignmentId}.`)).toBe(true);
    expect(readAssignment({ id: 'exp-1', variant: 'B', token })).toEqual({ id: 'exp-1', variant: 'B', token });
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'B', token })).toBe(assignmentId);
  });

  it('holds for nothing else: another variant, experiment, id, signature or secret, or no token', () => {
    const [, mac] = token.split('.') as [string, string];
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'A', token })).toBeNull();
    expect(verifiedAssignmentId(secret, { id: 'exp-2', variant: 'B', token })).toBeNull();
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'B', token: `${assignmentId.replace('7d4e', '7d4f')}.${mac}` })).toBeNull();
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'B', token: `${assignmentId}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}` })).toBeNull();
    expect(verifiedAssignmentId('another-secret', { id: 'exp-1', variant: 'B', token })).toBeNull();
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'B' })).toBeNull();
    expect(verifiedAssignmentId(secret, { id: 'exp-1', variant: 'B', token: `${token}=` })).toBeNull();
  });
});
