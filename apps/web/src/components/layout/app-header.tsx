import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { Logo } from '../wizard/logo';
import { BellIcon, ChevronDownIcon, SettingsIcon } from './header-icons';

export interface AppHeaderProps {
  fullName: string;
  email: string;
  homePath: string;
  settingsPath: string;
  onLogoutRequest: () => void;
}

/**
 * The signed-in header (dashboard-and-kyc.md section 2): the notification bell, the full name, the
 * settings link and the profile menu with 'Signed in as {email}', home, settings and Logout.
 */
export function AppHeader({
  fullName,
  email,
  homePath,
  settingsPath,
  onLogoutRequest,
}: AppHeaderProps) {
  const initials = fullName
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <header className="app-header">
      <Link to={homePath} className="app-header__logo" aria-label="Alaafia home">
        <Logo height={28} decorative />
      </Link>
      <nav className="app-header__actions" aria-label="Account">
        <button type="button" className="app-header__icon" aria-label="Notifications (none new)">
          <BellIcon />
        </button>
        <Link to={settingsPath} className="app-header__icon" aria-label="Settings">
          <SettingsIcon />
        </Link>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className="app-header__profile"
            aria-label={`Profile menu for ${fullName}`}
          >
            <span className="app-header__avatar" aria-hidden="true">
              {initials}
            </span>
            <span className="app-header__name">{fullName}</span>
            <ChevronDownIcon />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="profile-menu" align="end" sideOffset={8}>
              <DropdownMenu.Label className="profile-menu__label">
                Signed in as <strong>{email}</strong>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="profile-menu__separator" />
              <DropdownMenu.Item asChild className="profile-menu__item">
                <Link to={homePath}>Home</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className="profile-menu__item">
                <Link to={settingsPath}>Settings</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="profile-menu__separator" />
              <DropdownMenu.Item
                className="profile-menu__item profile-menu__item--danger"
                onSelect={onLogoutRequest}
              >
                Logout
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </nav>
    </header>
  );
}
