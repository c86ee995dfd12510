import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { paths } from '#config/paths.js';
import { ProfileButtonFace } from './profile-button-face';

export interface ProfileMenuProps {
  fullName: string;
  initials: string;
  email: string;
  homePath: string;
  settingsPath: string;
  onLogoutRequest: () => void;
  /** Open on mount: the customer pressed the button before this code had loaded. */
  defaultOpen?: boolean;
}

/** The header's profile menu (Radix DropdownMenu), loaded on demand by AppHeader. */
export function ProfileMenu({
  fullName,
  initials,
  email,
  homePath,
  settingsPath,
  onLogoutRequest,
  defaultOpen = false,
}: ProfileMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className="app-header__profile"
        aria-label={`Profile menu for ${fullName}`}
      >
        <ProfileButtonFace fullName={fullName} initials={initials} />
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
          <DropdownMenu.Item asChild className="profile-menu__item">
            <Link to={paths.help}>Help and support</Link>
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
  );
}
