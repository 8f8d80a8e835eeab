import { useState } from 'react';
import { messageOf, studioPost } from '../api/studio-client';
import { studioGet } from '../api/studio-client';
import type { StaffMember } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { secondaryButton } from '../components/buttons';
import { formatWhen } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { mayDo, useUser } from '../session/session-context';
import { AddStaffForm } from './add-staff-form';
import { TableHead } from '../components/table-head';

/** Admins list the staff accounts, add one with a role and an initial password, and disable one. */
export function StaffPage() {
  const user = useUser();
  const [state, reload] = useLoad(() => (mayDo(user, 'admin') ? studioGet<StaffMember[]>('/staff') : Promise.resolve([])), [user]);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  if (!mayDo(user, 'admin')) {
    return (
      <>
        <PageHeading>Staff</PageHeading>
        <div className="mt-4"><Alert tone="error">Only admins manage staff accounts.</Alert></div>
      </>
    );
  }

  const disable = async (email: string) => {
    try {
      await studioPost('/staff/disable', { email });
      setMessage({ tone: 'success', text: `${email} can no longer sign in.` });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error) });
    }
  };

  return (
    <>
      <PageHeading>Staff</PageHeading>
      {message && <div className="mt-4"><Alert tone={message.tone}>{message.text}</Alert></div>}
      <LoadState state={state}>
        {(staff) => (
          <table className="mt-6 w-full bg-white text-left text-sm shadow-sm">
            <caption className="sr-only">Staff accounts</caption>
            <TableHead columns={['Name', 'E-mail', 'Role', 'Added', 'Status']} />
            <tbody>
              {staff.map((member) => (
                <tr key={member.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">{member.name}</td>
                  <td className="px-3 py-2">{member.email}</td>
                  <td className="px-3 py-2">{member.role}</td>
                  <td className="px-3 py-2">{formatWhen(member.createdAt)}</td>
                  <td className="px-3 py-2">
                    {member.disabled ? (
                      'Disabled'
                    ) : member.email === user.email ? (
                      'Active (you)'
                    ) : (
                      <button type="button" className={secondaryButton} aria-label={`Disable ${member.email}`} onClick={() => void disable(member.email)}>
                        Disable
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
      <AddStaffForm
        onAdded={(email) => {
          setMessage({ tone: 'success', text: `${email} was added.` });
          reload();
        }}
      />
    </>
  );
}
