/** Demo users (spec §3): roles, plans, statuses and how they look. */
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CreateOutlined from '@mui/icons-material/CreateOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useTranslate } from 'react-admin';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'standard', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserPlan = (typeof USER_PLANS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

export interface DemoUser {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  avatar: string;
}

export interface UserTotals {
  total: number;
  paying: number;
  active: number;
  unconfirmed: number;
}

export interface UserListAnswer {
  filteredData: DemoUser[];
  total: number;
  userTotal: UserTotals;
}

const ROLE_ICON: Record<UserRole, { Icon: typeof EditOutlined; color: string }> = {
  admin: { Icon: AdminPanelSettingsOutlined, color: 'error.main' },
  editor: { Icon: EditOutlined, color: 'info.main' },
  author: { Icon: CreateOutlined, color: 'warning.main' },
  maintainer: { Icon: BuildOutlined, color: 'success.main' },
  subscriber: { Icon: PersonOutline, color: 'primary.main' },
};

const STATUS_COLOR: Record<UserStatus, 'success' | 'default' | 'warning'> = { active: 'success', inactive: 'default', pending: 'warning' };

export function RoleLabel({ role }: { role: UserRole }) {
  const translate = useTranslate();
  const meta = ROLE_ICON[role] ?? ROLE_ICON.subscriber;
  const { Icon } = meta;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" sx={{ color: meta.color }} aria-hidden />
      {translate(`app.users.roles.${role}`)}
    </Box>
  );
}

export function UserStatusChip({ status }: { status: UserStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={translate(`app.users.statuses.${status}`)} />;
}
