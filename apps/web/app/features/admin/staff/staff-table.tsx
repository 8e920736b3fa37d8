import { STAFF_ROLES, type StaffMember } from "@chhaap/contract/admin/staff";
import { useMemo } from "react";
import { Form } from "react-router";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";

const column = deskColumns<StaffMember>();

function memberStatus(member: StaffMember): string {
  return member.disabled ? "Disabled" : member.mustChangePassword ? "Invited" : "Active";
}

/** Everyone with an account; each row changes a role or turns the member off or on again. */
export function StaffTable({ members, myId, pending }: { members: StaffMember[]; myId: string; pending: boolean }) {
  // The forms in the cells depend on who is looking and whether a change is on its way.
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("name", { header: "Name", sortFn: "text" }),
        column.accessor("email", { header: "Email", sortFn: "text" }),
        column.accessor("role", {
          header: "Role",
          sortFn: "text",
          cell: (info) => {
            const member = info.row.original;
            return (
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={member._id} />
                <label>
                  <span className="visually-hidden">Role of {member.name}</span>
                  <select name="role" defaultValue={member.role}>
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
                  Save role
                </button>
              </Form>
            );
          },
        }),
        column.accessor((member) => (member.reportsAccess ? "Yes" : "No"), {
          id: "reports",
          header: "Reports",
          sortFn: "text",
          cell: (info) => {
            const member = info.row.original;
            // An owner reads reports by being the owner; only staff are given or refused access.
            if (member.role === "owner") return <span>Yes (owner)</span>;
            return (
              <Form method="post" className="admin-inline-form">
                <span>{info.getValue()}</span>
                <input type="hidden" name="intent" value={member.reportsAccess ? "reports-off" : "reports-on"} />
                <input type="hidden" name="id" value={member._id} />
                <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
                  {member.reportsAccess ? `Take reports access from ${member.name}` : `Give ${member.name} reports access`}
                </button>
              </Form>
            );
          },
        }),
        column.accessor(memberStatus, {
          id: "status",
          header: "Status",
          sortFn: "text",
          cell: (info) => {
            const member = info.row.original;
            return (
              <>
                <span className={member.disabled ? "admin-status admin-status--off" : "admin-status"}>{info.getValue()}</span>
                {member._id === myId ? null : (
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
                    <input type="hidden" name="id" value={member._id} />
                    <button type="submit" className="admin-button admin-button--ghost" disabled={pending}>
                      {member.disabled ? `Enable ${member.name}` : `Disable ${member.name}`}
                    </button>
                  </Form>
                )}
              </>
            );
          },
        }),
      ]),
    [myId, pending],
  );
  return (
    <DataTable columns={columns} data={members} caption="Everyone with a back-office account" rowId={(member) => member._id} />
  );
}
