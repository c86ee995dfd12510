import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { paths } from '#config/paths.js';
import { ProfileButtonFace } from './profile-button-face';
import { Rich, useT } from '#lib/i18n.js';

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
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className="app-header__profile"
        aria-label={t('frame.profileMenu', { name: fullName })}
      >
        <ProfileButtonFace fullName={fullName} initials={initials} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="profile-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="profile-menu__label">
            <Rich
              k="frame.signedInAs"
              values={{ email }}
              tags={{ strong: (words) => <strong>{words}</strong> }}
            />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="profile-menu__separator" />
          <DropdownMenu.Item asChild className="profile-menu__item">
            <Link to={homePath}>{t('frame.home')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="profile-menu__item">
            <Link to={settingsPath}>{t('frame.settings')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="profile-menu__item">
            <Link to={paths.help}>{t('frame.help')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="profile-menu__separator" />
          <DropdownMenu.Item
            className="profile-menu__item profile-menu__item--danger"
            onSelect={onLogoutRequest}
          >
            {t('frame.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
