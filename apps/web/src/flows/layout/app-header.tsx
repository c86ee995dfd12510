import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Logo } from '#components/wizard/logo.js';
import { NotificationBell } from '../notifications/notification-bell';
import { paths } from '#config/paths.js';
import { BellIcon, HelpIcon, SettingsIcon } from './header-icons';
import { ProfileButtonFace } from './profile-button-face';
import type { ProfileMenuProps } from './profile-menu';
import { useT } from '#lib/i18n.js';

type ProfileMenuComponent = ComponentType<ProfileMenuProps>;
let profileMenuModule: Promise<ProfileMenuComponent> | null = null;

/**
 * The menu library (Radix DropdownMenu with floating-ui, about 15 KB gzip) is fetched when the
 * customer points at, focuses or presses the profile button, not with the page.
 */
function loadProfileMenu(): Promise<ProfileMenuComponent> {
  profileMenuModule ??= import('./profile-menu').then((module) => module.ProfileMenu);
  return profileMenuModule;
}

interface AppHeaderProps {
  fullName: string;
  email: string;
  homePath: string;
  settingsPath: string;
  onLogoutRequest: () => void;
  /** The signed-in customer: their bell shows their messages (without it, a plain bell). */
  customerId?: number;
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
  customerId,
}: AppHeaderProps) {
  const t = useT();
  const initials = fullName
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  // Once pressed, the Radix menu replaces the plain button and opens; it stays from then on.
  const [menuWanted, setMenuWanted] = useState(false);
  const [ProfileMenu, setProfileMenu] = useState<ProfileMenuComponent | null>(null);
  return (
    <header className="app-header">
      <Link to={homePath} className="app-header__logo" aria-label={t('common.brand.home')}>
        <Logo height={28} decorative />
      </Link>
      <nav className="app-header__actions" aria-label={t('frame.account')}>
        {customerId === undefined ? (
          <button type="button" className="app-header__icon" aria-label={t('frame.bell.noneNew')}>
            <BellIcon />
          </button>
        ) : (
          <NotificationBell customerId={customerId} />
        )}
        <Link to={paths.help} className="app-header__icon" aria-label={t('frame.help')}>
          <HelpIcon />
        </Link>
        <Link to={settingsPath} className="app-header__icon" aria-label={t('frame.settings')}>
          <SettingsIcon />
        </Link>
        {menuWanted && ProfileMenu ? (
          <ProfileMenu
            fullName={fullName}
            initials={initials}
            email={email}
            homePath={homePath}
            settingsPath={settingsPath}
            onLogoutRequest={onLogoutRequest}
            defaultOpen
          />
        ) : (
          <button
            type="button"
            className="app-header__profile"
            aria-label={t('frame.profileMenu', { name: fullName })}
            aria-haspopup="menu"
            aria-expanded={menuWanted}
            onPointerEnter={() => void loadProfileMenu()}
            onFocus={() => void loadProfileMenu()}
            onClick={() => {
              setMenuWanted(true);
              void loadProfileMenu().then((component) => setProfileMenu(() => component));
            }}
          >
            <ProfileButtonFace fullName={fullName} initials={initials} />
          </button>
        )}
      </nav>
    </header>
  );
}
