import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { UsersScreen } from '../../features/admin-users/users-screen.tsx';
import { UserDataModal } from '../../features/your-data/user-data-modal.tsx';

export function AdminUsersPage() {
  return (
    <>
      <PageTitle title={adminNav.users} />
      <UsersScreen DataModal={UserDataModal} />
    </>
  );
}
